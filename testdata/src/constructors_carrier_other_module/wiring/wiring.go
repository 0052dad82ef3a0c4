package wiring // want package:"summary module=example.com/engine pkgs: example.com/engine/agents .*; example.com/engine/wiring files=wiring.go}$"

import _ "example.com/engine/agents"

// Constructors names a constructor that calls another module's carrier,
// and the carrier's own file, which is not in this module.
//
//clampvet:registry
var Constructors = []string{
	"agents/agents.go#Build",
	"clampmod/clamp.go#Carry", // want `row "clampmod/clamp.go#Carry": its package is not imported by the registry: import it there`
}
