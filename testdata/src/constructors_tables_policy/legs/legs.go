// want package:"summary"

// Package legs builds workflow legs from a table of func literals keyed by
// the leg's name: each literal is a constructor.
package legs

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

// Builder builds the task of one leg.
type Builder func(parent policy.TaskSpec) (*task.Task, error)

// ByName is the workflow's table of legs.
var ByName = map[string]Builder{
	"verify": func(parent policy.TaskSpec) (*task.Task, error) {
		t := &task.Task{ID: "verify", Spec: policy.TaskSpec{MaxTurns: 4}}
		policy.ChildClampSeats(source(parent)).Apply(&t.Spec)
		return t, nil
	},
	"fix": func(parent policy.TaskSpec) (*task.Task, error) {
		if parent.MaxTurns == 0 {
			return nil, errors.New("no turns left") // an error path returns no task
		}
		t := &task.Task{ID: "fix"}
		policy.ChildClampSeats(source(parent)).Apply(&t.Spec)
		t.Spec = policy.TightenTaskSpec(t.Spec, policy.TaskSpec{HandsReadOnly: true})
		return t, nil
	},
	"review": func(parent policy.TaskSpec) (*task.Task, error) {
		t := &task.Task{ID: "review"}
		policy.ChildClampSeats(source(parent)).Apply(&t.Spec)
		t.Spec.WriteFace = policy.FaceHost // want `^WriteFace written after the clamps were applied: write it before applying them$`
		return t, nil
	},
	"plain": func(parent policy.TaskSpec) (*task.Task, error) { // want `^entry of constructor table ByName calls no carrier: call one in it, or move it out of the table$`
		return &task.Task{ID: "plain", Spec: policy.TaskSpec{MaxTurns: 1}}, nil
	},
}

// Ordered is the same legs in order; it is registered.
var Ordered = [...]Builder{
	func(parent policy.TaskSpec) (*task.Task, error) {
		t := &task.Task{ID: "first"}
		policy.ChildClampSeats(source(parent)).Apply(&t.Spec)
		return t, nil
	},
}
