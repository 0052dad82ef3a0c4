// Package legs is another module's constructors: Child widens a seat after
// its clamps (a finding in its own module), Kept does not.
package legs

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

// Child clamps the spec, then widens its read face.
func Child(parent policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{MaxTurns: 2}
	policy.ChildClampSeats(source(parent)).Apply(&spec)
	spec.ReadFace = policy.FaceHost
	return spec
}

// Kept clamps the spec last.
func Kept(parent policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{MaxTurns: 2}
	policy.ChildClampSeats(source(parent)).Apply(&spec)
	return spec
}
