package a

type Source struct {
	A int
	B string
}

//clampvet:carrier
func Carry(s Source) int { return s.A + len(s.B) }

// In the source's own package too.
var zero Source // want `var zero is a zero Source, naming no seat: initialize it with keyed literals`
