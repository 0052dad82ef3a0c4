package engine

import (
	"github.com/sema-agent/policy"
)

// An engine that uses the real policy module the way DESIGN.md says:
// its own stricter values first, the headless posture through the tighten,
// then the parent's clamps through the one carrier. Every source literal
// names every seat, and every Clamps is applied: clampseats reports nothing.

// Spec is the engine's own task spec.
type Spec struct {
	policy.TaskSpec
	Prompt string
}

// Parent is what a run knows about the run that spawned it.
type Parent struct {
	Spec Spec
}

func sourceOf(parent Parent) policy.ChildClampSource {
	return policy.ChildClampSource{
		HandsReadOnly:    parent.Spec.HandsReadOnly,
		InteractiveTools: parent.Spec.InteractiveTools,
		ReadFace:         parent.Spec.ReadFace,
		WriteFace:        parent.Spec.WriteFace,
		ReadDenyPatterns: parent.Spec.ReadDenyPatterns,
	}
}

// BuildChildSpec is a delegation lane's constructor.
func BuildChildSpec(parent Parent, prompt string) Spec {
	spec := Spec{Prompt: prompt}
	spec.MaxTurns = 40
	policy.ChildClampSeats(sourceOf(parent)).Apply(&spec.TaskSpec)
	return spec
}

// ObserverSpec is a headless leg's constructor.
func ObserverSpec(parent Parent) Spec {
	spec := Spec{Prompt: "observe"}
	spec.TaskSpec = policy.TightenTaskSpec(spec.TaskSpec, policy.EngineHeadlessLegSeats())
	clamps := policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    true,
		InteractiveTools: parent.Spec.InteractiveTools,
		ReadFace:         policy.FaceRoots,
		WriteFace:        parent.Spec.WriteFace,
		ReadDenyPatterns: nil, // want `^seat ReadDenyPatterns of the carrier source is a literal without a restricting value: read it from the parent$`
	})
	clamps.Apply(&spec.TaskSpec)
	return spec
}

// Seats of the policy are readable from here.
var seats = policy.ChildClampSeatNames()

// Headless is the seats a headless leg states about itself.
var headless = policy.EngineHeadlessLegSeats()
