// want package:".*"

// Package agents writes elements of the seat that holds a slice
// (ReadDenyPatterns): before the clamps they are the constructor's own
// values; after them, each such write loosens what the clamps set, a
// finding at the write as a write of the seat itself is. The policy
// module has no seat that holds a map; the engine's own carrier of
// constructors_seeded_seat_element_own has one.
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

// DenyBefore fills the slice seat before the clamps.
func DenyBefore(p policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{ReadDenyPatterns: make([]policy.ReadDenyEntry, 1), MaxTurns: 3}
	spec.ReadDenyPatterns[0] = policy.ReadDenyEntry{}
	policy.ChildClampSeats(source(p)).Apply(&spec)
	return spec
}

// AllowedAfter writes an element of a slice field that is no seat.
func AllowedAfter(p policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{AllowedTools: []string{"grep"}}
	policy.ChildClampSeats(source(p)).Apply(&spec)
	spec.AllowedTools[0] = "read"
	return spec
}

// Failing shapes.

// DenyAfter clears an element of the slice seat after the clamps.
func DenyAfter(p policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(source(p)).Apply(&spec)
	spec.ReadDenyPatterns[0] = policy.ReadDenyEntry{} // want `^ReadDenyPatterns written after the clamps were applied: write it before applying them$`
	return spec
}

// DenyAfterInPlace does so to the spec it clamps in place.
func DenyAfterInPlace(p policy.TaskSpec, spec *policy.TaskSpec) {
	policy.ChildClampSeats(source(p)).Apply(spec)
	spec.ReadDenyPatterns[0] = policy.ReadDenyEntry{} // want `^ReadDenyPatterns written after the clamps were applied`
}
