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
