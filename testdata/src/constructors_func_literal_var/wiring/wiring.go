package wiring // want package:"summary module=example.com/engine pkgs: "

import _ "example.com/engine/agents"

// Constructors names vars initialized with func literals.
//
//clampvet:registry
var Constructors = []string{
	"agents/agents.go#Direct",
	"agents/agents.go#Nested",
	"agents/agents.go#Paren",
	"agents/agents.go#NoCall",  // want `row "agents/agents.go#NoCall": NoCall in agents.go does not call a carrier: no call in its body resolves to a //clampvet:carrier func`
	"agents/agents.go#Wrapped", // want `row "agents/agents.go#Wrapped": Wrapped is a var bound to a call result, which the analyzers cannot read`
}
