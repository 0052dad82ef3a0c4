// want package:"summary module=example.com/engine pkgs: .*}$"

// Package wiring sees two carriers and no tighten function: it cannot tell
// which carrier its rows must call.
package wiring

import _ "example.com/engine/agents"

//clampvet:registry
var Constructors = []string{ // want `registry Constructors: 2 unpaired carriers \(left.Carry, right.Carry\): import the rows' carrier with its tighten function`
	"agents/agents.go#Left",
	"agents/agents.go#Right",
}
