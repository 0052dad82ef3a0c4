// want package:"summary module=example.com/engine pkgs: .*}$"

// Package wiring sees two carriers and no tighten function: it cannot tell
// which carrier its rows must call.
package wiring

import _ "example.com/engine/agents"

//clampvet:registry
var Constructors = []string{ // want `registry Constructors sees 2 carriers \(left.Carry \(left.go:12\), right.Carry \(right.go:12\)\) and no tighten function of theirs: import the one its rows call with its tighten function`
	"agents/agents.go#Left",
	"agents/agents.go#Right",
}
