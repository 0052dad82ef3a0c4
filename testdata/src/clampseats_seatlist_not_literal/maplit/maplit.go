package maplit

type Source struct {
	A int
	B int
	C int
}

//clampvet:carrier
func Carry(s Source) int { return s.A + s.B + s.C }

//clampvet:seats
var Seats = map[string]bool{"A": true, "B": true, "C": true} // want `seat list Seats is a map\[string\]bool literal: expected \[\]string or an array of string`
