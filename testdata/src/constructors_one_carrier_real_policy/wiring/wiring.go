// want package:"summary module=example.com/engine pkgs: .*}$"

// Package wiring sees two carriers, the policy module's (with its tighten
// function) and the library's narrower one: its rows are checked against
// the policy module's.
package wiring

import _ "example.com/engine/agents"

//clampvet:registry
var Constructors = []string{
	"agents/agents.go#Full",
	"agents/agents.go#Both",
	"agents/agents.go#HandsOnly", // want `row "agents/agents.go#HandsOnly": calls lib.Narrow, not the registry's policy.ChildClampSeats`
}
