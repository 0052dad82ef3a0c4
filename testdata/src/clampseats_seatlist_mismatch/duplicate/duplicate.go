package duplicate // want package:"declares carrier Carry"

type Source struct { // want Source:"seats A, B, C"
	A int
	B int
	C int
}

//clampvet:carrier
func Carry(s Source) int { return s.A + s.B + s.C } // want Carry:"carrier of"

//clampvet:seats
var Seats = []string{"A", "B", "B", "C"} // want `seat list Seats names "B" twice: list each seat once`
