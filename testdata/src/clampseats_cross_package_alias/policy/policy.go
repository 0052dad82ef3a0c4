package policy // want package:"declares carrier Carry"

// The source and its carrier.

type Source struct { // want Source:"seats ReadOnly, Face"
	ReadOnly bool
	Face     string
}

//clampvet:carrier
func Carry(s Source) int { // want Carry:"carrier of example.com/crosspackage/policy.Source"
	if s.ReadOnly {
		return len(s.Face)
	}
	return 0
}

//clampvet:seats
var Seats = []string{"ReadOnly", "Face"}
