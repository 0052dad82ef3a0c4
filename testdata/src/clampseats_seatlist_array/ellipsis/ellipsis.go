package ellipsis

type Source struct {
	A int
	B int
	C int
}

//clampvet:carrier
func Carry(s Source) int { return s.A + s.B + s.C }

// A [...]string list is compared with the seats like a []string one.

//clampvet:seats
var Seats = [...]string{"B", "A"} // want `seat list Seats is missing seat C of Source: expected A, B, C` `seat list Seats lists "A" out of order: expected the field order of Source: A, B, C`
