// want package:"summary"

// Package steps applies the clamps in place, as a workflow step does.
package steps

import (
	"example.com/engine/task"
	"github.com/sema-agent/policy"
)

// clampStep is a registered in-place applier.
func clampStep(run *task.Run, spec *policy.TaskSpec) {
	p := run.Task.Spec
	policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    p.HandsReadOnly,
		InteractiveTools: p.InteractiveTools,
		ReadFace:         p.ReadFace,
		WriteFace:        p.WriteFace,
		ReadDenyPatterns: p.ReadDenyPatterns,
	}).Apply(spec)
}

// StepTask states the step's values, then applies the clamps in place.
func StepTask(run *task.Run, turns int) *task.Task {
	spec := policy.TaskSpec{MaxTurns: turns}
	clampStep(run, &spec)
	return &task.Task{ID: "step", Spec: spec}
}

// SkippedStep forgets the clamps on one path.
func SkippedStep(run *task.Run, fast bool) *task.Task {
	spec := policy.TaskSpec{MaxTurns: 1}
	if !fast {
		clampStep(run, &spec)
	}
	return &task.Task{ID: "skipped", Spec: spec}
}
