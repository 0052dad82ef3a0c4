package agents // want package:"example.com/engine/agents files=agents.go decls=Apply:func:agents.go,Carry:func:agents.go,Local:func:agents.go,Namesake:func:agents.go,Real:func:agents.go:carrier,ThroughVar:func:agents.go,apply:func:agents.go,carry:ident:agents.go"

import (
	"example.com/engine/fake"
	"example.com/engine/policy"
)

// Namesake calls another package's func of the same name.
func Namesake(parent policy.Source) policy.Clamps { return fake.Carry(parent) }

// Carry is a local namesake.
func Carry(src policy.Source) policy.Clamps { return policy.Clamps{} }

// Local calls the local namesake.
func Local(parent policy.Source) policy.Clamps { return Carry(parent) }

var carry = policy.Carry

// ThroughVar calls the carrier through a variable holding it.
func ThroughVar(parent policy.Source) policy.Clamps {
	c := policy.Carry
	_ = carry(parent)
	return c(parent)
}

func apply(f func(policy.Source) policy.Clamps, s policy.Source) policy.Clamps { return f(s) }

// Apply passes the carrier as a value: that is not a call of it.
func Apply(parent policy.Source) policy.Clamps { return apply(policy.Carry, parent) }

// Real calls the carrier.
func Real(parent policy.Source) policy.Clamps { return policy.Carry(parent) }
