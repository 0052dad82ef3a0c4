package wiring // want package:"summary module=example.com/engine pkgs: "

import _ "example.com/engine/agents"

// Constructors names vars initialized with func literals.
//
//clampvet:registry
var Constructors = []string{
	"agents/agents.go#Direct",
	"agents/agents.go#Nested",
	"agents/agents.go#Paren",
	"agents/agents.go#NoCall",  // want `row "agents/agents.go#NoCall": NoCall does not call a carrier: call one in its body`
	"agents/agents.go#Wrapped", // want `row "agents/agents.go#Wrapped": Wrapped is a var bound to a call result: make it a Go func`
}
