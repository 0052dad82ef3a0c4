package ident // want package:"declares carrier Carry"

type Source struct { // want Source:"seats A, B, C"
	A int
	B int
	C int
}

//clampvet:carrier
func Carry(s Source) int { return s.A + s.B + s.C } // want Carry:"carrier of"

var base = []string{"A", "B", "C"}

//clampvet:seats
var Seats = base // want `seat list Seats is initialized by an identifier \(base\): expected a composite literal`
