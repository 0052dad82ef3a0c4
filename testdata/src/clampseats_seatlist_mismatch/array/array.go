package array // want package:"declares carrier Carry"

type Source struct { // want Source:"seats A, B, C"
	A int
	B int
	C int
}

//clampvet:carrier
func Carry(s Source) int { return s.A + s.B + s.C } // want Carry:"carrier of"

// An array with [...] and a named string element type are fine.

type Seat string

//clampvet:seats
var Seats = [...]Seat{"A", "B", `C`}
