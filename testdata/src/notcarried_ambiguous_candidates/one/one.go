package one

// Passing: exactly one of each visible, from an import.

import _ "example.com/ambiguous/a"

type Spec struct {
	HandsReadOnly bool
	MaxTurns      int
}

//clampvet:tighten
func Tighten(spec, t Spec) Spec {
	spec.HandsReadOnly = spec.HandsReadOnly || t.HandsReadOnly
	spec.MaxTurns = min(spec.MaxTurns, t.MaxTurns)
	return spec
}
