// Package run starts runs: every run of minibot, root or child, starts in
// Runner.Start.
package run

import (
	"context"
	"fmt"
	"slices"

	"example.com/minibot/spec"
)

// Task is one run's job.
type Task struct {
	ID   string
	Goal string
	Spec spec.Spec
}

// Runner runs tasks with the tools it knows.
type Runner struct {
	Tools map[string]Tool
	Log   []string
}

// Tool is a tool a run may call.
type Tool struct {
	Writes, Network bool
}

// Start runs t: it is where every run, root or child, begins.
//
//clampvet:spawn
func (r *Runner) Start(ctx context.Context, t *Task) error {
	r.Log = append(r.Log, fmt.Sprintf("%s: %s %v", t.ID, t.Goal, t.Spec))
	return ctx.Err()
}

// Allowed says whether a run under s may call the named tool: the runtime
// half of the clamps, which clampvet does not check.
func (r *Runner) Allowed(s spec.Spec, name string) bool {
	tool, ok := r.Tools[name]
	switch {
	case !ok:
		return false
	case s.Tools != nil && !slices.Contains(s.Tools, name):
		return false
	case s.ReadOnly && tool.Writes, s.NoNetwork && tool.Network:
		return false
	}
	return true
}
