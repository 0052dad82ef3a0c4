// want package:"summary"

// Package agents holds constructors that call the carrier themselves.
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

// childSpec is a registered constructor.
func childSpec(parent *task.Run) policy.TaskSpec {
	spec := policy.TaskSpec{MaxTurns: 4}
	policy.ChildClampSeats(source(parent.Task.Spec)).Apply(&spec)
	return spec
}

// Delegate returns a task whose spec comes from a constructor.
func Delegate(parent *task.Run) (*task.Task, error) {
	if parent == nil {
		return nil, errors.New("no parent")
	}
	return &task.Task{ID: "child", Spec: childSpec(parent)}, nil
}

// Handmade builds its child spec by hand.
func Handmade(parent *task.Run) *task.Task {
	return &task.Task{ID: "hand", Spec: policy.TaskSpec{MaxTurns: 2}}
}

// Unlisted calls the carrier but no row names it.
func Unlisted(parent *task.Run) policy.TaskSpec {
	spec := policy.TaskSpec{}
	policy.ChildClampSeats(source(parent.Task.Spec)).Apply(&spec)
	return spec
}
