package maplit // want package:"declares carrier Carry"

type Source struct { // want Source:"seats A, B, C"
	A int
	B int
	C int
}

//clampvet:carrier
func Carry(s Source) int { return s.A + s.B + s.C } // want Carry:"carrier of"

//clampvet:seats
var Seats = map[string]bool{"A": true, "B": true, "C": true} // want `seat list Seats is a map\[string\]bool literal: expected \[\]string or an array of string`
