// want package:"summary"

// Package task is the data model: a Task holds its spec, a Run its task.
package task

import "github.com/sema-agent/policy"

type Task struct {
	ID   string
	Spec policy.TaskSpec
}

type Run struct {
	Task *Task
}
