// Package agents builds child specs.
package agents

import "example.com/engine/policy"

// Build is a registered constructor.
func Build(parent policy.Source) policy.Spec {
	spec := policy.Spec{C: 10}
	policy.Carry(policy.Source{A: parent.A, B: parent.B}).Apply(&spec)
	return spec
}
