package array

type Source struct {
	A int
	B int
	C int
}

//clampvet:carrier
func Carry(s Source) int { return s.A + s.B + s.C }

// An array with [...] and a named string element type are fine.

type Seat string

//clampvet:seats
var Seats = [...]Seat{"A", "B", `C`}
