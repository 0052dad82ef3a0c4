package wiring // want package:"summary module=example.com/engine pkgs: "

import _ "example.com/engine/agents"

// Constructors names vars bound to other callables.
//
//clampvet:registry
var Constructors = []string{ // want `build calls a carrier: add its row "agents/agents.go#build" to Constructors`
	"agents/agents.go#T.Build",
	"agents/agents.go#Value",     // want `row "agents/agents.go#Value": Value is a var bound to a method value: make it a Go func`
	"agents/agents.go#Expr",      // want `row "agents/agents.go#Expr": Expr is a var bound to a method expression: make it a Go func`
	"agents/agents.go#Alias",     // want `row "agents/agents.go#Alias": Alias is a var bound to another identifier: make it a Go func`
	"agents/agents.go#FromOther", // want `row "agents/agents.go#FromOther": FromOther is a var bound to another identifier: make it a Go func`
}
