package order

type Source struct {
	A int
	B int
	C int
}

//clampvet:carrier
func Carry(s Source) int { return s.A + s.B + s.C }

//clampvet:seats
var Seats = []string{
	"A",
	"C",
	"B", // want `seat list Seats lists "B" out of order: expected the field order of Source: A, B, C`
}
