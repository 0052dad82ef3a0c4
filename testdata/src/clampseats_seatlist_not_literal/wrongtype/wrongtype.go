package wrongtype

type Source struct {
	A int
	B int
	C int
}

//clampvet:carrier
func Carry(s Source) int { return s.A + s.B + s.C }

//clampvet:seats
var Seats = []any{"A", "B", "C"} // want `seat list Seats is a \[\]any literal: expected \[\]string or an array of string`
