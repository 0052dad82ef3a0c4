package arraylen // want package:"declares carrier Carry"

type Source struct { // want Source:"seats A, B, C"
	A int
	B int
	C int
}

//clampvet:carrier
func Carry(s Source) int { return s.A + s.B + s.C } // want Carry:"carrier of"

//clampvet:seats
var Seats = [4]string{"A", "B", "C"} // want `seat list Seats has 3 elements but its array type has length 4: the rest are empty strings; use \[...\]string or \[\]string`
