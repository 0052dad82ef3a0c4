package extra

type Source struct {
	A int
	B int
	C int
}

//clampvet:carrier
func Carry(s Source) int { return s.A + s.B + s.C }

//clampvet:seats
var Seats = []string{"A", "B", "C", "D"} // want `seat list Seats names "D", not a seat of Source \(seats: A, B, C\)`
