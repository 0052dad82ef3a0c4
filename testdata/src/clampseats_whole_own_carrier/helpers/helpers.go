package helpers

import "example.com/engine/policy"

// From returns a whole source on every path.
func From(p policy.Spec) policy.Source {
	if p.ReadOnly {
		return policy.Source{ReadOnly: true, Face: p.Face}
	}
	return policy.Source{ReadOnly: false, Face: p.Face} // want `^seat ReadOnly of the carrier source is a literal looser than restricting value true: `
}

// Hand applies the clamps of src to spec: its callers must pass a whole
// source.
func Hand(src policy.Source, spec *policy.Spec) {
	policy.Carry(src).Apply(spec)
}
