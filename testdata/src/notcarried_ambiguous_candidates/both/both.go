package both

// Failing: two carriers and two tables visible, none local.

import (
	_ "example.com/ambiguous/a"
	_ "example.com/ambiguous/b"
)

type Spec struct {
	HandsReadOnly bool
	MaxTurns      int
}

//clampvet:tighten
func Tighten(spec, t Spec) Spec { // want `tighten function Tighten sees 2 carriers \(a.Carry, b.Carry\): declare its own here or import only one` `tighten function Tighten sees 2 not-carried tables \(a.NotCarried, b.NotCarried\): declare its own here or import only one`
	spec.HandsReadOnly = spec.HandsReadOnly || t.HandsReadOnly
	spec.MaxTurns = min(spec.MaxTurns, t.MaxTurns)
	return spec
}
