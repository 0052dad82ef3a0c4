package ident

type Source struct {
	A int
	B int
	C int
}

//clampvet:carrier
func Carry(s Source) int { return s.A + s.B + s.C }

var base = []string{"A", "B", "C"}

//clampvet:seats
var Seats = base // want `seat list Seats is initialized by an identifier \(base\): expected a \[\]string literal`
