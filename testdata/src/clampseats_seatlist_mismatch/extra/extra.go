package extra

type Source struct {
	A int
	B int
	C int
}

//clampvet:carrier
func Carry(s Source) int { return s.A + s.B + s.C }

//clampvet:seats
var Seats = []string{"A", "B", "C", "D"} // want `seat list Seats names "D", which is not a seat of Source \(its fields are A, B, C\)`
