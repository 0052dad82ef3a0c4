package policy

// The source and its carrier.

type Source struct {
	ReadOnly bool
	Face     string
}

//clampvet:carrier
func Carry(s Source) int {
	if s.ReadOnly {
		return len(s.Face)
	}
	return 0
}

//clampvet:seats
var Seats = []string{"ReadOnly", "Face"}
