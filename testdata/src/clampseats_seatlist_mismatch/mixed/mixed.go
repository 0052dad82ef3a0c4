package mixed

type Source struct {
	A int
	B int
	C int
}

//clampvet:carrier
func Carry(s Source) int { return s.A + s.B + s.C }

//clampvet:seats
var Seats = []string{ // want "seat list Seats is missing seat C of Source"
	"B",
	"A", // want `seat list Seats lists "A" out of order`
	"X", // want `seat list Seats names "X", not a seat of Source \(seats: A, B, C\)`
	"A", // want `seat list Seats names "A" twice`
	"a", // want `seat list Seats names "a", not a seat of Source \(seats: A, B, C\)`
}
