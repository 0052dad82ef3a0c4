// want package:"summary"

// Package agents builds child specs: ChildSpec is the registered
// constructor, Delegate returns a task holding what it builds.
package agents

import (
	"errors"

	"example.com/engine/task"
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

// ChildSpec is a registered constructor.
func ChildSpec(parent policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{MaxTurns: 4}
	policy.ChildClampSeats(source(parent)).Apply(&spec)
	return spec
}

// Delegate returns a task whose spec comes from the constructor.
func Delegate(parent *task.Run) (*task.Task, error) {
	if parent == nil {
		return nil, errors.New("no parent")
	}
	return &task.Task{ID: "child", Spec: ChildSpec(parent.Task.Spec)}, nil
}

// PairedLeg is a registered constructor var that also widens the sibling
// task it is handed: its output is clamped, the sibling is not.
var PairedLeg = func(parent *task.Run, sibling *task.Task) policy.TaskSpec {
	spec := policy.TaskSpec{MaxTurns: 2}
	policy.ChildClampSeats(source(parent.Task.Spec)).Apply(&spec)
	sibling.Spec.WriteFace = policy.FaceHost
	return spec
}

// Clamp is a registered in-place applier: it clamps the spec it is handed.
func Clamp(parent *task.Run, spec *policy.TaskSpec) {
	policy.ChildClampSeats(source(parent.Task.Spec)).Apply(spec)
}
