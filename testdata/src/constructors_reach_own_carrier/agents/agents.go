package agents // want package:".*"

import "example.com/engine/policy"

func source(p policy.Spec) policy.Source {
	return policy.Source{ReadOnly: p.ReadOnly, Face: p.Face}
}

// Passing shapes.

func ownValuesFirst(p policy.Spec) policy.Spec {
	spec := policy.Spec{Face: "roots", Turns: 3}
	policy.Carry(source(p)).Apply(&spec)
	spec = policy.Tighten(spec, policy.Spec{Turns: 2})
	return spec
}

// InPlace clamps a step's spec where it stands.
func InPlace(p policy.Spec, spec *policy.Spec) {
	policy.Carry(source(p)).Apply(spec)
}

// Build is a registered func-literal constructor.
var Build = func(p policy.Spec) policy.Spec {
	var spec policy.Spec
	policy.Carry(source(p)).Apply(&spec)
	return spec
}

// Failing shapes.

func looserAfter(p policy.Spec) policy.Spec {
	var spec policy.Spec
	policy.Carry(source(p)).Apply(&spec)
	spec.Face = "host" // want `^Face written after the clamps were applied`
	return spec
}

func inPlaceOnePath(p policy.Spec, spec *policy.Spec, x bool) { // want `^clamps not applied on every path to this return`
	if x {
		policy.Carry(source(p)).Apply(spec)
	}
}

func keptNeverApplied(p policy.Spec) policy.Spec {
	c := policy.Carry(source(p))
	_ = c
	return policy.Spec{} // want `^carrier result never applied to the spec`
}

func init() {
	Build = func(p policy.Spec) policy.Spec { return p } // want `^constructor var Build is reassigned: make it a func declaration`
}
