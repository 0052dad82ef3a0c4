package engine

// engine imports only mid, and pairs with clamp's carrier and table.

import "example.com/transitive/mid"

var _ = mid.Hands

type Spec struct {
	HandsReadOnly bool
	MaxTurns      int
}

//clampvet:tighten
func Tighten(spec, t Spec) Spec { // want `key "Stale" of not-carried table clamp.NotCarried \(clamp.go:13\) is stale: spec type Spec has no field Stale, so tighten function Tighten governs no such seat; remove the row`
	spec.HandsReadOnly = spec.HandsReadOnly || t.HandsReadOnly
	if t.MaxTurns > 0 {
		spec.MaxTurns = t.MaxTurns
	}
	return spec
}
