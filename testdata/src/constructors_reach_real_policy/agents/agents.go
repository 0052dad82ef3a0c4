package agents // want package:".*"

import (
	"errors"

	"github.com/sema-agent/policy"
)

func source(p policy.TaskSpec) policy.ChildClampSource {
	return policy.ChildClampSource{
		HandsReadOnly:    p.HandsReadOnly,
		InteractiveTools: p.InteractiveTools,
		ReadFace:         p.ReadFace,
		WriteFace:        p.WriteFace,
		ReadDenyPatterns: p.ReadDenyPatterns,
	}
}

// Passing shapes.

func ownValuesFirst(p policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{MaxTurns: 3}
	spec.WriteFace = policy.FaceRoots
	policy.ChildClampSeats(source(p)).Apply(&spec)
	spec.MaxTurns = 4
	return spec
}

func tightenAfter(p policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(source(p)).Apply(&spec)
	spec = policy.TightenTaskSpec(spec, policy.EngineHeadlessLegSeats())
	return spec
}

func errorPath(p *policy.TaskSpec) (policy.TaskSpec, error) {
	if p == nil {
		return policy.TaskSpec{}, errors.New("no parent")
	}
	spec := policy.TaskSpec{MaxTurns: 2}
	policy.ChildClampSeats(source(*p)).Apply(&spec)
	return spec, nil
}

func everyBranch(p policy.TaskSpec, x bool) policy.TaskSpec {
	var spec policy.TaskSpec
	if x {
		spec.MaxTurns = 1
		policy.ChildClampSeats(source(p)).Apply(&spec)
	} else {
		policy.ChildClampSeats(source(p)).Apply(&spec)
	}
	return spec
}

func inPlace(p policy.TaskSpec, spec *policy.TaskSpec) {
	clamps := policy.ChildClampSeats(source(p))
	clamps.Apply(spec)
}

func clampProducer(p policy.TaskSpec) policy.Clamps {
	return policy.ChildClampSeats(source(p))
}

// Failing shapes.

func looserAfter(p policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(source(p)).Apply(&spec)
	spec.WriteFace = policy.FaceHost // want `^WriteFace written after the clamps were applied`
	return spec
}

func onePath(p policy.TaskSpec, x bool) policy.TaskSpec {
	var spec policy.TaskSpec
	if x {
		policy.ChildClampSeats(source(p)).Apply(&spec)
	}
	return spec // want `^clamps not applied on every path to this return`
}

func deadCode(p policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	if false {
		policy.ChildClampSeats(source(p)).Apply(&spec)
	}
	return spec // want `^clamps not applied on every path to this return`
}

func closureNeverCalled(p policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	_ = func() { policy.ChildClampSeats(source(p)).Apply(&spec) } // want `^carrier result lost in a func literal in closureNeverCalled`
	return spec
}

func copyClamped(p policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{MaxTurns: 1}
	cp := spec
	policy.ChildClampSeats(source(p)).Apply(&cp)
	return spec // want `^clamps applied to a copy of the spec, not the returned value`
}

func keptNeverApplied(p policy.TaskSpec) policy.TaskSpec {
	c := policy.ChildClampSeats(source(p))
	_ = c
	return policy.TaskSpec{} // want `^carrier result never applied to the spec`
}

func freshSpec(p policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(source(p)).Apply(&spec)
	return policy.TaskSpec{MaxTurns: 1} // want `^returns a spec that the clamps never reached`
}

func producerOfOther(p policy.TaskSpec, other policy.Clamps) policy.Clamps {
	_ = policy.ChildClampSeats(source(p))
	return other // want `^returns clamps that are not the carrier's result`
}

// Leg is the engine's own spec: the policy's spec and more.
type Leg struct {
	policy.TaskSpec
	Prompt string
}

func holder(p policy.TaskSpec) Leg {
	leg := Leg{Prompt: "observe"}
	leg.MaxTurns = 4
	policy.ChildClampSeats(source(p)).Apply(&leg.TaskSpec)
	return leg
}

func holderLoosened(p policy.TaskSpec) Leg {
	var leg Leg
	policy.ChildClampSeats(source(p)).Apply(&leg.TaskSpec)
	leg.ReadFace = policy.FaceHost // want `^ReadFace written after the clamps were applied`
	return leg
}
