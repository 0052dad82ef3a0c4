package agents // want package:"example.com/engine/agents files=agents.go decls=Direct:funclit:agents.go:carrier,Nested:funclit:agents.go:carrier,NoCall:funclit:agents.go,Paren:funclit:agents.go:carrier,Wrapped:call:agents.go,wrap:func:agents.go"

import "example.com/engine/policy"

// Direct is a var initialized with a func literal that calls the carrier.
var Direct = func(parent policy.Source) policy.Clamps {
	return policy.Carry(parent)
}

// Nested calls the carrier from a closure inside its func literal.
var Nested = func(parent policy.Source) policy.Clamps {
	inner := func() policy.Clamps { return policy.Carry(parent) }
	return inner()
}

// Paren is a parenthesized func literal.
var Paren = (func(parent policy.Source) policy.Clamps { return policy.Carry(parent) })

// NoCall never calls the carrier.
var NoCall = func(parent policy.Source) policy.Clamps { return policy.Clamps{} }

func wrap(f func(policy.Source) policy.Clamps) func(policy.Source) policy.Clamps { return f }

// Wrapped passes a func literal that calls the carrier through a call: the
// var is bound to the call's result.
var Wrapped = wrap(func(parent policy.Source) policy.Clamps { return policy.Carry(parent) })
