package order // want package:"declares carrier Carry"

type Source struct { // want Source:"seats A, B, C"
	A int
	B int
	C int
}

//clampvet:carrier
func Carry(s Source) int { return s.A + s.B + s.C } // want Carry:"carrier of"

//clampvet:seats
var Seats = []string{
	"A",
	"C",
	"B", // want `seat list Seats lists "B" out of order: expected the field order of Source: A, B, C`
}
