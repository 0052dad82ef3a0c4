// want package:"summary module=example.com/engine pkgs: example.com/engine/agents .*; example.com/engine/lanes .*; example.com/engine/orchestration .*; example.com/engine/wiring files=wiring.go}$"

// Package wiring is the engine's wiring: it imports every lane and lists
// every child-spec constructor.
package wiring

import (
	_ "example.com/engine/agents"
	_ "example.com/engine/lanes"
)

// EngineChildSpecConstructors is the closed registry of the engine's
// child-spec constructors.
//
//clampvet:registry
var EngineChildSpecConstructors = []string{
	"agents/subagent.go#BuildChildSpec",
	"agents/subagent.go#observerSpec",
	"agents/subagent.go#resumeSpec",
	"agents/verify.go#Verifier.Spec",
	"agents/verify.go#Verifier.FixLegSpec",
	"orchestration/workflow.go#WorkflowChildClamps",
}
