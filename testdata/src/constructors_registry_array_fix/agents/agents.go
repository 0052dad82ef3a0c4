// want package:"summary module=example.com/engine pkgs: example.com/engine/agents files=agents.go decls=Extra:func:agents.go:carrier,Full:func:agents.go:carrier;.*}$"

// Package agents has one registered constructor and one that no registry
// lists.
package agents

import "example.com/engine/clamp"

// Full is registered everywhere.
func Full(parent clamp.Spec) clamp.Clamps {
	return clamp.Carry(clamp.Source{A: parent.A, B: parent.B})
}

// Extra is registered nowhere: each registry is asked for its row.
func Extra(parent clamp.Spec) clamp.Clamps {
	return clamp.Carry(clamp.Source{A: parent.A, B: parent.B})
}
