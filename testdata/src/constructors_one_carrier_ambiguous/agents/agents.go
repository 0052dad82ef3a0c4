// want package:"summary module=example.com/engine pkgs: example.com/engine/agents files=agents.go decls=Left:func:agents.go:carrier,Right:func:agents.go:carrier;.*}$"

// Package agents calls the carriers that have no tighten function.
package agents

import (
	"example.com/engine/left"
	"example.com/engine/right"
)

// Left calls left's carrier.
func Left(a bool) bool { return left.Carry(left.Source{A: a}) }

// Right calls right's carrier.
func Right(a bool) bool { return right.Carry(right.Source{A: a}) }
