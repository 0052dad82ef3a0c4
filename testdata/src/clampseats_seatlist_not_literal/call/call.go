package call

type Source struct {
	A int
	B int
	C int
}

//clampvet:carrier
func Carry(s Source) int { return s.A + s.B + s.C }

//clampvet:seats
var Seats = append([]string{"A", "B"}, "C") // want `seat list Seats is initialized by a call of append \(append\(\[\]string\{…\}, "C"\)\): expected a \[\]string literal`
