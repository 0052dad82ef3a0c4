// Package lanes gathers the constructors of every lane, so that the wiring
// package reaches the workflow package only indirectly.
package lanes

import (
	"example.com/gcltarget/agents"
	"example.com/gcltarget/clamp"
	"example.com/gcltarget/workflow"
)

// All returns one constructor per lane.
func All() []func(clamp.Spec) clamp.Spec {
	leg := &agents.Leg{Turns: 4}
	return []func(clamp.Spec) clamp.Spec{
		func(p clamp.Spec) clamp.Spec { return agents.ChildSpec(p, 12) },
		leg.ObserverSpec,
		workflow.StepSpec,
	}
}
