package engine

// engine imports only mid, and pairs with clamp's carrier and table.

import "example.com/transitive/mid"

var _ = mid.Hands

type Spec struct {
	HandsReadOnly bool
	MaxTurns      int
}

//clampvet:tighten
func Tighten(spec, t Spec) Spec { // want `key "Stale" of table clamp.NotCarried names no field of Spec: remove the row`
	spec.HandsReadOnly = spec.HandsReadOnly || t.HandsReadOnly
	if t.MaxTurns > 0 {
		spec.MaxTurns = t.MaxTurns
	}
	return spec
}
