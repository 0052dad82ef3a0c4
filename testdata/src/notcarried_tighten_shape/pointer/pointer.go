package pointer

// Passing: a pointer to the spec (of another package, through an alias).

import "example.com/tightenshape/clamp"

type Spec = clamp.Spec

//clampvet:tighten
func Tighten(spec *Spec, t Spec) {
	spec.HandsReadOnly = spec.HandsReadOnly || t.HandsReadOnly
	spec.MaxTurns = min(spec.MaxTurns, t.MaxTurns)
}
