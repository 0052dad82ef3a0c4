package sized

type Source struct {
	A int
	B int
	C int
}

//clampvet:carrier
func Carry(s Source) int { return s.A + s.B + s.C }

// A [N]string list of its full length is compared like a []string one.

//clampvet:seats
var Seats = [3]string{"A", "C", "D"} // want `seat list Seats names "D", not a seat of Source \(seats: A, B, C\)` `seat list Seats is missing seat B of Source: expected A, B, C`
