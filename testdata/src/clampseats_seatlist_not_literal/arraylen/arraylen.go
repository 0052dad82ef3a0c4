package arraylen

type Source struct {
	A int
	B int
	C int
}

//clampvet:carrier
func Carry(s Source) int { return s.A + s.B + s.C }

//clampvet:seats
var Seats = [4]string{"A", "B", "C"} // want `seat list Seats has 3 elements but its array length is 4: use \[...\]string or \[\]string`
