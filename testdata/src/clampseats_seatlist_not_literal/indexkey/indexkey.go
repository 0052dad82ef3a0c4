package indexkey // want package:"declares carrier Carry"

type Source struct { // want Source:"seats A, B, C"
	A int
	B int
	C int
}

//clampvet:carrier
func Carry(s Source) int { return s.A + s.B + s.C } // want Carry:"carrier of"

//clampvet:seats
var Seats = []string{
	0: "A", // want `element 0 of seat list Seats has an index key \(0\): expected plain string literals in field order`
	"B",
	"C",
}
