// want package:".*"

// Package agents defers the application of the engine's own clamps. A
// deferred call runs at the return, after the results are set: it clamps
// a named result and a spec behind a pointer parameter, so a seat written
// after the defer statement is written before the clamps; it does not
// clamp an unnamed result, which the return has copied out before it
// runs.
package agents

import "example.com/engine/policy"

func source(p policy.Spec) policy.Source {
	return policy.Source{ReadOnly: p.ReadOnly, Face: p.Face}
}

// Passing shapes.

// NamedSeatAfter writes a seat of its named result after the defer
// statement: the clamps, applied at the return, come later.
func NamedSeatAfter(p policy.Spec) (spec policy.Spec) {
	defer policy.Carry(source(p)).Apply(&spec)
	spec.Face = "host"
	return spec
}

// InPlaceSeatAfter does so to the spec it clamps in place.
func InPlaceSeatAfter(p policy.Spec, spec *policy.Spec) {
	defer policy.Carry(source(p)).Apply(spec)
	spec.ReadOnly = false
}

// Failing shapes.

// Unnamed returns a copy made before the deferred call runs.
func Unnamed(p policy.Spec) policy.Spec {
	var spec policy.Spec
	defer policy.Carry(source(p)).Apply(&spec)
	return spec // want `^returns a spec that the clamps never reached: apply the clamps to it$`
}
