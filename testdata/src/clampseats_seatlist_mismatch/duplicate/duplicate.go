package duplicate

type Source struct {
	A int
	B int
	C int
}

//clampvet:carrier
func Carry(s Source) int { return s.A + s.B + s.C }

//clampvet:seats
var Seats = []string{"A", "B", "B", "C"} // want `seat list Seats names "B" twice: list each seat once`
