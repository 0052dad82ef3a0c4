// want package:"summary module=example.com/engine pkgs: example.com/engine/agents files=subagent.go,verify.go decls=BuildChildSpec:func:subagent.go:carrier,Lanes:othervar:subagent.go,Parent:type:subagent.go,Parent.source:method:subagent.go,Verifier:type:verify.go,Verifier.FixLegSpec:method:verify.go:carrier,Verifier.Spec:method:verify.go:carrier,observerSpec:func:subagent.go:carrier,resumeSpec:funclit:subagent.go:carrier}$"

// Package agents builds child specs for the delegation lane, the observer
// sidecar and resumed runs, each through the policy module's one carrier.
package agents

import "github.com/sema-agent/policy"

// Parent is the run that spawns children: its spec carries the clamps it
// ran under.
type Parent struct {
	Spec policy.TaskSpec
}

// source names every clamp seat of the parent for the carrier.
func (p Parent) source() policy.ChildClampSource {
	return policy.ChildClampSource{
		HandsReadOnly:    p.Spec.HandsReadOnly,
		InteractiveTools: p.Spec.InteractiveTools,
		ReadFace:         p.Spec.ReadFace,
		WriteFace:        p.Spec.WriteFace,
		ReadDenyPatterns: p.Spec.ReadDenyPatterns,
	}
}

// BuildChildSpec builds the spec of a delegated child.
func BuildChildSpec(p Parent, maxTurns int) policy.TaskSpec {
	spec := policy.TaskSpec{MaxTurns: maxTurns}
	policy.ChildClampSeats(p.source()).Apply(&spec)
	return spec
}

// observerSpec builds the spec of the observer sidecar, a headless leg.
func observerSpec(p Parent) policy.TaskSpec {
	spec := policy.TaskSpec{HandsReadOnly: true}
	spec = policy.TightenTaskSpec(spec, policy.EngineHeadlessLegSeats())
	policy.ChildClampSeats(p.source()).Apply(&spec)
	return spec
}

// resumeSpec rebuilds a resumed child's spec from its persisted seed.
var resumeSpec = func(p Parent, seed policy.TaskSpec) policy.TaskSpec {
	spec := seed
	policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    p.Spec.HandsReadOnly,
		InteractiveTools: p.Spec.InteractiveTools,
		ReadFace:         p.Spec.ReadFace,
		WriteFace:        p.Spec.WriteFace,
		ReadDenyPatterns: p.Spec.ReadDenyPatterns,
	}).Apply(&spec)
	return spec
}

// Lanes keeps the unexported constructors reachable.
var Lanes = []any{observerSpec, resumeSpec}
