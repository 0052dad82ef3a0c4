// want package:"summary module=example.com/engine pkgs: example.com/engine/agents files=agents.go decls=Build:func:agents.go:carrier; example.com/engine/wiring files=wiring.go decls=Both:func:wiring.go,Rows:othervar:wiring.go}$"

// Package wiring registers the engine's constructor. It imports a package
// of another module whose path lies under the engine's and which calls
// the carrier: completeness asks no row for it, and the summaries carry
// none of its declarations.
package wiring

import (
	"example.com/engine/agents"
	"example.com/engine/vendored/lanes"
	"github.com/sema-agent/policy"
)

//clampvet:registry
var Rows = []string{"agents/agents.go#Build"}

// Both builds one spec with each constructor.
func Both(parent policy.TaskSpec) (policy.TaskSpec, policy.TaskSpec) {
	return agents.Build(parent), lanes.Child(parent)
}
