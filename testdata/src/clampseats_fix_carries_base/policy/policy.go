package policy

// Source is the clamp source: one field per seat.
type Source struct {
	ReadOnly bool
	Face     string
	Deny     []string
}

// Clamps is what the carrier returns.
type Clamps struct{ n int }

// Carry is the carrier.
//
//clampvet:carrier
func Carry(s Source) Clamps {
	n := len(s.Face) + len(s.Deny)
	if s.ReadOnly {
		n++
	}
	return Clamps{n: n}
}
