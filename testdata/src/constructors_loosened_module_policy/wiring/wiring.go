// want package:"summary"

// Package wiring starts children with another module's constructors: one
// whose clamps do not hold in its own module is not trusted here.
package wiring

import (
	"example.com/engine/runner"
	"example.com/legs/legs"
	"github.com/sema-agent/policy"
)

// Start starts a leg of each.
func Start(parent policy.TaskSpec) {
	runner.Start(legs.Child(parent)) // want `^spec reaching runner.Start is a result of legs.Child, which has findings: fix them there$`
	runner.Start(legs.Kept(parent))
}
