// want package:"summary module=example.com/engine pkgs: .*}$"

// Package wiring sees the engine's carrier, paired with the engine's
// tighten function, and the library's: rows are checked against the
// engine's.
package wiring

import _ "example.com/engine/agents"

//clampvet:registry
var Constructors = []string{
	"agents/agents.go#Full",
	"agents/agents.go#Narrowly", // want `row "agents/agents.go#Narrowly": calls lib.Narrow, not the registry's clamp.Carry`
}
