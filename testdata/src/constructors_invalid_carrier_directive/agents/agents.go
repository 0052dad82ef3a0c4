package agents

import "example.com/engine/policy"

// Build calls a func whose carrier directive is invalid.
func Build(parent policy.Source) policy.Clamps { return policy.Carry(parent) }
