package agents

import "github.com/sema-agent/policy"

// Verifier builds the verify gate's two legs.
type Verifier struct {
	Parent Parent
}

// Spec builds the verifier leg: read-only, headless.
func (v *Verifier) Spec() policy.TaskSpec {
	spec := policy.TightenTaskSpec(policy.TaskSpec{HandsReadOnly: true}, policy.EngineHeadlessLegSeats())
	policy.ChildClampSeats(v.Parent.source()).Apply(&spec)
	return spec
}

// FixLegSpec builds the fix leg, which may write.
func (v Verifier) FixLegSpec() policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(v.Parent.source()).Apply(&spec)
	return spec
}
