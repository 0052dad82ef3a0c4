package agents // want package:"example.com/engine/agents files=agents.go decls=Fn:func:agents.go:carrier,T:type:agents.go,T.Build:method:agents.go:carrier,T.Only:method:agents.go:carrier,U:type:agents.go,U.Build:method:agents.go:carrier"

import "example.com/engine/policy"

// T and U have a method Build; there is no package-level Build.
type T struct{}

// Build calls the carrier.
func (T) Build(parent policy.Source) policy.Clamps { return policy.Carry(parent) }

// U is a second type with a method Build.
type U struct{}

// Build calls the carrier.
func (*U) Build(parent policy.Source) policy.Clamps { return policy.Carry(parent) }

// Fn is a func, not a type.
func Fn(parent policy.Source) policy.Clamps { return policy.Carry(parent) }

// Only is a method of T alone.
func (T) Only(parent policy.Source) policy.Clamps { return policy.Carry(parent) }
