package noinit

type Source struct {
	A int
	B int
	C int
}

//clampvet:carrier
func Carry(s Source) int { return s.A + s.B + s.C }

//clampvet:seats
var Seats []string // want `seat list Seats has no initializer: expected a \[\]string literal of the seats in field order`
