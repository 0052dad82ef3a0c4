package remotetable

// The table upstream cannot be read: one finding here, no per-seat guesses.

import _ "example.com/unreadable/badtable"

type Spec struct {
	HandsReadOnly bool
	MaxTurns      int
	Posture       string
}

type Source struct{ HandsReadOnly bool }

//clampvet:carrier
func Carry(source Source) bool { return source.HandsReadOnly }

//clampvet:tighten
func Tighten(spec, t Spec) Spec { // want `not-carried table badtable.NotCarried cannot be read: fix its findings`
	spec.HandsReadOnly = spec.HandsReadOnly || t.HandsReadOnly
	spec.MaxTurns = min(spec.MaxTurns, t.MaxTurns)
	spec.Posture = max(spec.Posture, t.Posture)
	return spec
}
