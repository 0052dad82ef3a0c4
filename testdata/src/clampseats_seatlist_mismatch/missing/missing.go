package missing

type Source struct {
	A int
	B int
	C int
}

//clampvet:carrier
func Carry(s Source) int { return s.A + s.B + s.C }

//clampvet:seats
var Seats = []string{"A", "B"} // want "seat list Seats is missing seat C of Source: expected A, B, C"
