package agents // want package:"example.com/engine/agents files=agents.go decls=Const:const:agents.go,Generic:func:agents.go:carrier,Indexed:instance:agents.go,Instance:instance:agents.go,NoBody:nobody:agents.go,NoValue:novalue:agents.go,Struct:othervar:agents.go,Type:type:agents.go,table:othervar:agents.go"

import "example.com/engine/policy"

// Generic calls the carrier.
func Generic[T any](parent policy.Source) policy.Clamps { return policy.Carry(parent) }

// Type is a type.
type Type func(policy.Source) policy.Clamps

// Const is a constant.
const Const = "Build"

// NoValue has no initializer.
var NoValue func(policy.Source) policy.Clamps

// Instance is an instantiation of a generic func; Indexed an index
// expression; Struct a composite literal.
var (
	Instance = Generic[int]
	Indexed  = table[0]
	Struct   = struct{ F func() }{}
)

var table = []func(policy.Source) policy.Clamps{Generic[int]}

// NoBody has no Go body.
func NoBody(parent policy.Source) policy.Clamps
