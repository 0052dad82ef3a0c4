// want package:"summary"

// Package runner starts runs; execute is the one spawn sink.
package runner

import (
	"example.com/engine/agents"
	"example.com/engine/steps"
	"example.com/engine/task"
)

type Runner struct{ store task.Store }

// execute starts a run.
//
//clampvet:spawn
func (r *Runner) execute(run *task.Run, parent *task.Run) {
	_ = parent
}

// Start runs t: its obligation moves to its callers.
func (r *Runner) Start(t *task.Task) *task.Run {
	run := &task.Run{Task: t}
	r.execute(run, nil)
	return run
}

// spawn runs a child of run.
func (r *Runner) spawn(run *task.Run, t *task.Task) {
	child := &task.Run{Task: t}
	run.Children = append(run.Children, child)
	r.execute(child, run)
}

func (r *Runner) delegate(run *task.Run) {
	t, err := agents.Delegate(run)
	if err != nil {
		return
	}
	r.spawn(run, t)
	r.spawn(run, steps.StepTask(run, 3))
	r.spawn(run, agents.Handmade(run))         // want `spec reaching Runner.spawn is a result of agents.Handmade, not known clean`
	r.spawn(run, steps.SkippedStep(run, true)) // want `spec reaching Runner.spawn is a result of steps.SkippedStep, not known clean`
}

func (r *Runner) literal(run *task.Run) {
	r.execute(&task.Run{Task: &task.Task{ID: "lit"}}, run) // want `spec reaching Runner.execute is a task.Task whose Spec is never set`
}

func (r *Runner) fetched(run *task.Run, id string) {
	r.spawn(run, r.store.Load(id)) // want `spec reaching Runner.spawn is the result of interface method Load`
}

func (r *Runner) many(run *task.Run) {
	t1, _ := agents.Delegate(run)
	batch := []*task.Task{t1, steps.StepTask(run, 2)}
	batch = append(batch, steps.StepTask(run, 5))
	for _, t := range batch {
		r.spawn(run, t)
	}
	byName := map[string]*task.Task{"a": t1}
	for _, t := range byName {
		r.spawn(run, t)
	}
}

func (r *Runner) handle() func(*task.Run, *task.Task) {
	return r.spawn // want `Runner.spawn, a spawn path, used as a value: call it directly`
}

// byLane takes children from a map of tasks built in view: a hit is a
// task a constructor built, a miss a nil task (no spec), so even an
// unchecked lookup hands on no unclamped spec.
func (r *Runner) byLane(run *task.Run, lane string) {
	t1, _ := agents.Delegate(run)
	lanes := map[string]*task.Task{"a": t1}
	if t, ok := lanes[lane]; ok {
		r.spawn(run, t)
	}
	t, _ := lanes[lane]
	r.spawn(run, t)
}

// tasksByLane holds tasks by value: a miss is a task with the zero spec,
// so the miss must be ruled out before the task is used.
func (r *Runner) tasksByLane(run *task.Run, lane string) {
	t1, _ := agents.Delegate(run)
	tasks := map[string]task.Task{"a": *t1}
	if t, ok := tasks[lane]; ok {
		r.spawn(run, &t)
	}
	t, _ := tasks[lane] // want `^spec reaching Runner.spawn is a map lookup: use a constructor$`
	r.spawn(run, &t)
}

// resume would start a run again, but its directive has a dot where the
// colon goes (gofmt keeps it, with a space): no directive, so no sink, and
// the spelling is a finding rather than a silent pass.
//
// want +1 `"// clampvet.spawn" is not a directive: write //clampvet:spawn with a colon, not "."`
// clampvet.spawn
func (r *Runner) resume(run *task.Run) { _ = run }
