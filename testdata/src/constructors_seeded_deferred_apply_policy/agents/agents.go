// want package:".*"

// Package agents defers the application of the clamps. A deferred call
// runs at the return, after the results are set: it clamps a named
// result and a spec behind a pointer parameter, so a seat written after
// the defer statement is written before the clamps; it does not clamp an
// unnamed result, which the return has copied out before it runs.
package agents

import "github.com/sema-agent/policy"

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

// NamedSeatAfter writes a seat of its named result after the defer
// statement: the clamps, applied at the return, come later.
func NamedSeatAfter(parent policy.TaskSpec) (spec policy.TaskSpec) {
	defer policy.ChildClampSeats(source(parent)).Apply(&spec)
	spec.WriteFace = policy.FaceHost
	return spec
}

// InPlaceSeatAfter does so to the spec it clamps in place.
func InPlaceSeatAfter(parent policy.TaskSpec, spec *policy.TaskSpec) {
	defer policy.ChildClampSeats(source(parent)).Apply(spec)
	spec.ReadFace = policy.FaceHost
}

// Failing shapes.

// Unnamed returns a copy made before the deferred call runs.
func Unnamed(parent policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	defer policy.ChildClampSeats(source(parent)).Apply(&spec)
	return spec // want `^returns a spec that the clamps never reached: apply the clamps to it$`
}
