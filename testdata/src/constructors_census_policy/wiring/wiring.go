// want package:"summary"

// Package wiring registers the constructors and submits root runs.
package wiring

import (
	"encoding/json"

	"example.com/engine/agents"
	"example.com/engine/boot"
	"example.com/engine/runner"
	"example.com/engine/steps"
	"example.com/engine/task"
	"github.com/sema-agent/policy"
)

var _ = steps.StepTask

//clampvet:registry
var Constructors = []string{ // want `Unlisted calls a carrier: add its row "agents/agents.go#Unlisted" to Constructors`
	"agents/agents.go#childSpec",
	"steps/steps.go#clampStep",
}

var _ = agents.Unlisted

func Submit(r *runner.Runner) {
	r.Start(&task.Task{ID: "root", Spec: boot.RootSpec(8)})
	r.Start(&task.Task{ID: "lit", Spec: policy.TaskSpec{MaxTurns: 8}}) // want `spec reaching runner.Runner.Start is a spec literal`
}

func Wake(r *runner.Runner, data []byte) {
	var t task.Task
	_ = json.Unmarshal(data, &t) // want `spec reaching runner.Runner.Start is a spec json.Unmarshal may write`
	r.Start(&t)
}
