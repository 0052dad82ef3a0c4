package agents // want package:"example.com/engine/agents files=a.go,b.go ignored=excluded.go decls=Build:func:a.go:carrier"

import "example.com/engine/policy"

// Build calls the carrier.
func Build(parent policy.Source) policy.Clamps { return policy.Carry(parent) }
