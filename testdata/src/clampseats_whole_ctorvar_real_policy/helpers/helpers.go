package helpers

import "github.com/sema-agent/policy"

// From returns a whole source on every path.
func From(p policy.TaskSpec) policy.ChildClampSource {
	return policy.ChildClampSource{
		HandsReadOnly:    p.HandsReadOnly,
		InteractiveTools: p.InteractiveTools,
		ReadFace:         p.ReadFace,
		WriteFace:        p.WriteFace,
		ReadDenyPatterns: p.ReadDenyPatterns,
	}
}

// Hand applies the clamps of src to spec: its callers must pass a whole
// source.
func Hand(src policy.ChildClampSource, spec *policy.TaskSpec) {
	policy.ChildClampSeats(src).Apply(spec)
}
