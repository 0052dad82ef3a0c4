// want package:"summary"

// Package other declares a function named like the sink.
package other

import "example.com/engine/task"

// Spawn logs a task: it is no sink.
func Spawn(t *task.Task) { _ = t.ID }
