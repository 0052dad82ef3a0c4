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
func Tighten(spec, t Spec) Spec { // want `not-carried table badtable.NotCarried \(badtable.go:6\) cannot be read \(see the findings in its package\), so the seats tighten function Tighten governs cannot be checked against it: it must be a map literal whose keys and reasons are string literals`
	spec.HandsReadOnly = spec.HandsReadOnly || t.HandsReadOnly
	spec.MaxTurns = min(spec.MaxTurns, t.MaxTurns)
	spec.Posture = max(spec.Posture, t.Posture)
	return spec
}
