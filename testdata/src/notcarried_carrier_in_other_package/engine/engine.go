package engine

// Passing: every governed seat is carried or listed upstream.

import "example.com/otherpkg/clamp"

var _ = clamp.Carry

type Spec struct {
	HandsReadOnly bool
	ReadFace      string
	MaxTurns      int
}

//clampvet:tighten
func Tighten(spec, t Spec) Spec {
	spec.HandsReadOnly = spec.HandsReadOnly || t.HandsReadOnly
	if t.ReadFace == "roots" {
		spec.ReadFace = "roots"
	}
	if t.MaxTurns > 0 {
		spec.MaxTurns = t.MaxTurns
	}
	return spec
}
