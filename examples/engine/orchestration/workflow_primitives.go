// Package orchestration runs workflows: a workflow is a set of named steps,
// each a child run of the run that started the workflow, started in an order
// that respects the steps' dependencies.
package orchestration

import (
	"fmt"
	"slices"
	"strings"

	"example.com/agentengine/task"
	"github.com/sema-agent/policy"
)

// defaultStepTurns is the budget of a step that states none.
const defaultStepTurns = 8

// Step is one step of a workflow.
type Step struct {
	Name  string
	Goal  string
	After []string // names of the steps that must finish first
	// ReadOnly, Tools and MaxTurns are the step's own statement; the
	// workflow run's clamps can only tighten it.
	ReadOnly bool
	Tools    []string
	MaxTurns int
}

// Workflow is a named set of steps.
type Workflow struct {
	Name  string
	Steps []Step
}

// Plan validates wf and returns its steps in an order in which every step
// comes after the steps it names in After; steps without a constraint
// between them keep the order they were written in.
func Plan(wf Workflow) ([]Step, error) {
	index := make(map[string]int, len(wf.Steps))
	for i, s := range wf.Steps {
		if s.Name == "" || strings.ContainsAny(s.Name, "/ ") {
			return nil, fmt.Errorf("orchestration: workflow %q: step %d has name %q: want a non-empty name without spaces or slashes", wf.Name, i+1, s.Name)
		}
		if _, dup := index[s.Name]; dup {
			return nil, fmt.Errorf("orchestration: workflow %q: two steps are named %q", wf.Name, s.Name)
		}
		index[s.Name] = i
	}
	for _, s := range wf.Steps {
		for _, dep := range s.After {
			if _, ok := index[dep]; !ok {
				return nil, fmt.Errorf("orchestration: workflow %q: step %q runs after %q, which is not a step", wf.Name, s.Name, dep)
			}
		}
	}

	// Kahn's algorithm, always taking the first ready step in written order.
	done := make(map[string]bool, len(wf.Steps))
	plan := make([]Step, 0, len(wf.Steps))
	for len(plan) < len(wf.Steps) {
		progressed := false
		for _, s := range wf.Steps {
			if done[s.Name] || !allDone(s.After, done) {
				continue
			}
			done[s.Name] = true
			plan = append(plan, s)
			progressed = true
			break
		}
		if !progressed {
			var stuck []string
			for _, s := range wf.Steps {
				if !done[s.Name] {
					stuck = append(stuck, s.Name)
				}
			}
			return nil, fmt.Errorf("orchestration: workflow %q: steps %s wait on each other in a cycle", wf.Name, strings.Join(stuck, ", "))
		}
	}
	return plan, nil
}

func allDone(names []string, done map[string]bool) bool {
	for _, n := range names {
		if !done[n] {
			return false
		}
	}
	return true
}

// StepTask returns the child task that runs step of workflow wf for run.
func StepTask(run *task.Run, wf Workflow, step Step) *task.Task {
	spec := policy.TaskSpec{
		HandsReadOnly: step.ReadOnly,
		MaxTurns:      step.MaxTurns,
		AllowedTools:  slices.Clone(step.Tools),
	}
	if spec.MaxTurns <= 0 {
		spec.MaxTurns = defaultStepTurns
	}
	workflowChildClamps(run, &spec)
	return &task.Task{
		ID:       fmt.Sprintf("%s/%s-%s", run.Task.ID, wf.Name, step.Name),
		ParentID: run.Task.ID,
		Lane:     task.LaneWorkflow,
		Goal:     step.Goal,
		Spec:     spec,
	}
}

// workflowChildClamps applies every clamp of the workflow's run to a step's
// spec, in place, after the step has stated its own values.
func workflowChildClamps(run *task.Run, spec *policy.TaskSpec) {
	clamps := policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    run.Task.Spec.HandsReadOnly,
		InteractiveTools: run.Task.Spec.InteractiveTools,
		ReadFace:         run.Task.Spec.ReadFace,
		WriteFace:        run.Task.Spec.WriteFace,
		ReadDenyPatterns: run.Task.Spec.ReadDenyPatterns,
	})
	clamps.Apply(spec)
}
