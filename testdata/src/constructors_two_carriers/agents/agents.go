// want package:"summary module=example.com/engine pkgs: example.com/engine/agents files=agents.go decls=Full:func:agents.go:carrier,Narrowly:func:agents.go:carrier,Unlisted:func:agents.go:carrier;.*}$"

// Package agents builds child clamps through the engine's carrier, or
// through the library's narrower one.
package agents

import (
	"example.com/engine/clamp"
	"example.com/engine/lib"
)

// Full calls the engine's carrier; it is registered.
func Full(parent clamp.Spec) clamp.Clamps {
	return clamp.Carry(clamp.Source{A: parent.A, B: parent.B})
}

// Unlisted calls the engine's carrier and is in no registry: it is
// proposed for the engine's registry.
func Unlisted(parent clamp.Spec) clamp.Clamps {
	return clamp.Carry(clamp.Source{A: parent.A, B: parent.B})
}

// Narrowly calls only the library's carrier: it is not the engine
// registry's constructor, and proposing it there would ask for a row
// that is itself a finding (it calls another carrier).
func Narrowly(parent clamp.Spec) bool {
	return lib.Narrow(lib.Hands{A: parent.A})
}
