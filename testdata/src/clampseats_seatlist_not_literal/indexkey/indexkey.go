package indexkey

type Source struct {
	A int
	B int
	C int
}

//clampvet:carrier
func Carry(s Source) int { return s.A + s.B + s.C }

//clampvet:seats
var Seats = []string{
	0: "A", // want `element 0 of seat list Seats has an index key \(0\): remove the key`
	"B",
	"C",
}
