//go:build never

package agents

import "example.com/engine/policy"

// Excluded is not in this build configuration.
func Excluded(parent policy.Source) policy.Clamps { return policy.Carry(parent) }
