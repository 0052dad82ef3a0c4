package wiring // want package:"summary module=example.com/engine pkgs: "

import _ "example.com/engine/agents"

// Constructors names vars bound to calls.
//
//clampvet:registry
var Constructors = []string{
	"agents/agents.go#build",
	"agents/agents.go#FromCall",  // want `row "agents/agents.go#FromCall": FromCall is a var bound to a call result, which the analyzers cannot read: a constructor must be a func declaration, a method, or a package-level var initialized with a func literal`
	"agents/agents.go#Pair2",     // want `row "agents/agents.go#Pair2": Pair2 is a var bound to a call result, which the analyzers cannot read`
	"agents/agents.go#Converted", // want `row "agents/agents.go#Converted": Converted is a var bound to a conversion, which the analyzers cannot read`
}
