package engine

// An engine that uses the real policy module the way DESIGN.md describes:
// it declares no role, so it has nothing to report, and it carries the
// policy's roles forward for the packages that import it. The policy
// package itself is checked for zero findings by TestRealPolicyModule.

import "github.com/sema-agent/policy"

// ObserverSpec builds a headless child spec that carries its parent's clamps.
func ObserverSpec(parent policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{MaxTurns: 20, AllowedTools: []string{}}
	spec = policy.TightenTaskSpec(spec, policy.EngineHeadlessLegSeats())
	policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    parent.HandsReadOnly,
		InteractiveTools: parent.InteractiveTools,
		ReadFace:         parent.ReadFace,
		WriteFace:        parent.WriteFace,
		ReadDenyPatterns: parent.ReadDenyPatterns,
	}).Apply(&spec)
	return spec
}
