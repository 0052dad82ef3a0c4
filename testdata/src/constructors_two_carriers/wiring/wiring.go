// want package:"summary module=example.com/engine pkgs: .*}$"

// Package wiring is the engine's registry. It sees the engine's carrier,
// paired with the engine's tighten function, and the library's, with the
// library's registry: only the functions that call the engine's carrier
// are proposed here, never the library's constructors.
package wiring

import (
	_ "example.com/engine/agents"
	"example.com/engine/clamp"
	"example.com/engine/lib"
)

//clampvet:registry
var Constructors = []string{ // want `Unlisted calls a carrier: add its row "agents/agents.go#Unlisted" to Constructors` `both calls a carrier: add its row "wiring/wiring.go#both" to Constructors`
	"agents/agents.go#Full",
}

// both calls the library's carrier first, then the engine's: it calls the
// registry's carrier, so it is proposed here, and the finding's related
// location is its call of the engine's carrier, not its first carrier
// call.
func both(parent clamp.Spec) clamp.Clamps {
	if !lib.Narrow(lib.Hands{A: parent.A}) {
		panic("wiring: the library refuses the parent")
	}
	return clamp.Carry(clamp.Source{A: parent.A, B: parent.B})
}
