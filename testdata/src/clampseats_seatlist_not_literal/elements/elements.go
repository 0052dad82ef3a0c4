package elements

type Source struct {
	A int
	B int
	C int
}

//clampvet:carrier
func Carry(s Source) int { return s.A + s.B + s.C }

const B = "B"

type Seat string

func name(s string) string { return s }

//clampvet:seats
var Seats = []string{
	"A",
	B,                 // want `element 1 of seat list Seats is a named constant \(B\): expected a string literal`
	"C" + "",          // want `element 2 of seat list Seats is a concatenation \("C" \+ ""\): expected a string literal`
	name("C"),         // want `element 3 of seat list Seats is a call of name \(name\("C"\)\): expected a string literal`
	string(Seat("C")), // want `element 4 of seat list Seats is a conversion \(string\(Seat\("C"\)\)\): expected a string literal`
	("C"),
}
