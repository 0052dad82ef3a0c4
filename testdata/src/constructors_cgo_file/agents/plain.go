package agents // want package:"example.com/engine/agents files=native.go,plain.go decls=Native:func:native.go:carrier,Plain:func:plain.go:carrier"

import "example.com/engine/policy"

// Plain is in a file of the same cgo package that does not import "C".
func Plain(parent policy.Source) policy.Clamps { return policy.Carry(parent) }
