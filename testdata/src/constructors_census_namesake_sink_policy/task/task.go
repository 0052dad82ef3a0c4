// want package:"summary"

// Package task is the data model: a Task holds its spec.
package task

import "github.com/sema-agent/policy"

type Task struct {
	ID   string
	Spec policy.TaskSpec
}
