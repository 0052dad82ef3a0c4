// Package wiring assembles the target engine and registers its child-spec
// constructors for clampvet.
package wiring

import (
	"example.com/gcltarget/clamp"
	"example.com/gcltarget/lanes"
)

// Constructors lists every declaration that builds a child spec.
//
//clampvet:registry
var Constructors = []string{
	"agents/agents.go#ChildSpec",
	"agents/agents.go#Leg.ObserverSpec",
	"workflow/workflow.go#StepSpec",
}

// Specs builds one child spec per lane under parent.
func Specs(parent clamp.Spec) []clamp.Spec {
	var out []clamp.Spec
	for _, build := range lanes.All() {
		out = append(out, build(parent))
	}
	return out
}
