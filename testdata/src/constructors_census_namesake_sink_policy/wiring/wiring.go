// want package:"summary"

// Package wiring registers the constructor and starts runs through the
// sink and through functions that only share its name.
package wiring

import (
	"example.com/engine/agents"
	"example.com/engine/other"
	"example.com/engine/runner"
	"example.com/engine/task"
	"github.com/sema-agent/policy"
)

//clampvet:registry
var Rows = []string{"agents/agents.go#Child"}

func Start(parent policy.TaskSpec, pool *runner.Pool) {
	runner.Spawn(&task.Task{ID: "child", Spec: agents.Child(parent)})
	runner.Spawn(&task.Task{ID: "lit"}) // want `^spec reaching runner.Spawn is a task.Task whose Spec is never set: use a constructor$`

	// Same name, other objects: none is a sink.
	other.Spawn(&task.Task{ID: "logged"})
	pool.Spawn(&task.Task{ID: "queued"})
	Spawn := func(t *task.Task) { other.Spawn(t) }
	Spawn(&task.Task{ID: "local"})
}
