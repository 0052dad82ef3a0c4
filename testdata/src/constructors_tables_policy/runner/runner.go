// want package:"summary"

// Package runner starts runs; Execute is the one spawn sink.
package runner

import "example.com/engine/task"

// Execute starts a run.
//
//clampvet:spawn
func Execute(run *task.Run) { _ = run }

// StartTask starts t in a run of its own: its callers carry the obligation.
func StartTask(t *task.Task) { Execute(&task.Run{Task: t}) }
