package wiring // want package:"summary module=example.com/engine pkgs: "

import _ "example.com/engine/agents"

// Constructors names vars bound to calls.
//
//clampvet:registry
var Constructors = []string{
	"agents/agents.go#build",
	"agents/agents.go#FromCall",  // want `row "agents/agents.go#FromCall": FromCall is a var bound to a call result: make it a Go func`
	"agents/agents.go#Pair2",     // want `row "agents/agents.go#Pair2": Pair2 is a var bound to a call result: make it a Go func`
	"agents/agents.go#Converted", // want `row "agents/agents.go#Converted": Converted is a var bound to a conversion: make it a Go func`
}
