package agents // want package:"example.com/engine/agents files=agents.go decls=Alias:ident:agents.go,Expr:methodexpr:agents.go,FromOther:ident:agents.go,T:type:agents.go,T.Build:method:agents.go:carrier,Value:methodvalue:agents.go,build:func:agents.go:carrier,t:novalue:agents.go"

import "example.com/engine/policy"

func build(parent policy.Source) policy.Clamps { return policy.Carry(parent) }

// T has a method that calls the carrier.
type T struct{}

// Build calls the carrier.
func (T) Build(parent policy.Source) policy.Clamps { return policy.Carry(parent) }

var t T

// Value is a method value, Expr a method expression, Alias another name
// for build, FromOther another package's func: none can be read as a
// constructor, though each ends at a func that calls the carrier.
var (
	Value     = t.Build
	Expr      = T.Build
	Alias     = build
	FromOther = policy.Carry
)
