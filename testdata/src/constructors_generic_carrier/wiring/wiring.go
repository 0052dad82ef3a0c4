package wiring // want package:"summary module=example.com/engine pkgs: "

import _ "example.com/engine/agents"

// Constructors names calls of a generic carrier.
//
//clampvet:registry
var Constructors = []string{
	"agents/agents.go#Explicit",
	"agents/agents.go#Inferred",
}
