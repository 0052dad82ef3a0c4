package agents

import (
	"example.com/engine/helpers"
	"github.com/sema-agent/policy"
)

// Passing shapes: constructor vars whose source is a parameter, called by
// name with whole sources.

// InPlace applies the clamps of src to a step's spec in place.
var InPlace = func(src policy.ChildClampSource, spec *policy.TaskSpec) {
	policy.ChildClampSeats(src).Apply(spec)
}

// ChildClamps returns the clamps of src for its caller to apply.
var ChildClamps = func(src policy.ChildClampSource) policy.Clamps {
	return policy.ChildClampSeats(src)
}

func stepSpec(p policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{MaxTurns: 4}
	InPlace(policy.ChildClampSource{
		HandsReadOnly:    p.HandsReadOnly,
		InteractiveTools: p.InteractiveTools,
		ReadFace:         p.ReadFace,
		WriteFace:        p.WriteFace,
		ReadDenyPatterns: p.ReadDenyPatterns,
	}, &spec)
	return spec
}

func producedSpec(p policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{MaxTurns: 2}
	ChildClamps(helpers.From(p)).Apply(&spec)
	return spec
}

// Failing shapes.

func clearedSeat(p policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	src := helpers.From(p)
	src.ReadDenyPatterns = nil
	InPlace(src, &spec) // want `^seat ReadDenyPatterns cleared before`
	return spec
}

func commaOk(x any) policy.TaskSpec {
	var spec policy.TaskSpec
	src, _ := x.(policy.ChildClampSource)
	ChildClamps(src).Apply(&spec) // want `^source passed to agents.ChildClamps is a type assertion`
	return spec
}

func asValues() {
	apply := InPlace // want `^constructor var InPlace used as a value: call it directly`
	_ = apply
}

// handOn only hands its parameter to a function with an obligation: it is
// not a constructor var, and its callers cannot be checked.
var handOn = func(src policy.ChildClampSource, spec *policy.TaskSpec) {
	helpers.Hand(src, spec) // want `^source passed to helpers.Hand is a parameter of a func literal`
}
