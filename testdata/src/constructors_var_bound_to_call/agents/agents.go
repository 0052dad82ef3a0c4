package agents // want package:"example.com/engine/agents files=agents.go decls=Builder:type:agents.go,Converted:conversion:agents.go,FromCall:call:agents.go,Pair1:call:agents.go,Pair2:call:agents.go,build:func:agents.go:carrier,makeBuilder:func:agents.go,pair:func:agents.go"

import "example.com/engine/policy"

func build(parent policy.Source) policy.Clamps { return policy.Carry(parent) }

func makeBuilder() func(policy.Source) policy.Clamps { return build }

func pair() (func(policy.Source) policy.Clamps, func(policy.Source) policy.Clamps) {
	return build, build
}

// Builder is a named func type.
type Builder func(policy.Source) policy.Clamps

// FromCall is bound to a call result: what it calls cannot be read.
var FromCall = makeBuilder()

// Pair1 and Pair2 are bound to the results of one call.
var Pair1, Pair2 = pair()

// Converted is bound to a conversion of a func.
var Converted = Builder(build)
