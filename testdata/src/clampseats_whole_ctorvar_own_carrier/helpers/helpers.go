package helpers

import "example.com/engine/policy"

// From returns a whole source on every path.
func From(p policy.Spec) policy.Source {
	return policy.Source{ReadOnly: p.ReadOnly, Face: p.Face}
}

// Hand applies the clamps of src to spec: its callers must pass a whole
// source.
func Hand(src policy.Source, spec *policy.Spec) {
	policy.Carry(src).Apply(spec)
}
