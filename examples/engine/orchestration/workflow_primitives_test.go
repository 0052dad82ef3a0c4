package orchestration

import (
	"slices"
	"strings"
	"testing"

	"example.com/agentengine/task"
	"github.com/sema-agent/policy"
	"github.com/sema-agent/policy/policytest"
)

func runOf(spec policy.TaskSpec) *task.Run {
	return &task.Run{Task: &task.Task{ID: "d/task-1", Lane: task.LaneRoot, Goal: "g", Spec: spec}}
}

func TestWorkflowChildClampsCarriesEveryParentClamp(t *testing.T) {
	build := func(p policy.TaskSpec) policy.TaskSpec {
		spec := policy.TaskSpec{MaxTurns: 3}
		workflowChildClamps(runOf(p), &spec)
		return spec
	}
	policytest.CheckCarries(t, build)
	policytest.CheckKeepsOwn(t, build)
}

func TestStepTaskKeepsTheStepsOwnValuesUnderALooseParent(t *testing.T) {
	wf := Workflow{Name: "wf", Steps: []Step{{Name: "s", Goal: "g", ReadOnly: true, Tools: []string{"search"}, MaxTurns: 2}}}
	for _, parent := range []policy.TaskSpec{policytest.Loose(), policytest.Strict()} {
		got := StepTask(runOf(parent), wf, wf.Steps[0])
		if !got.Spec.HandsReadOnly || got.Spec.MaxTurns != 2 || !slices.Equal(got.Spec.AllowedTools, []string{"search"}) {
			t.Errorf("step spec under parent %+v = %+v: the step's own values were lost", parent, got.Spec)
		}
		if got.ID != "d/task-1/wf-s" || got.ParentID != "d/task-1" || got.Lane != task.LaneWorkflow {
			t.Errorf("step task = %+v", got)
		}
	}
	if got := StepTask(runOf(policy.TaskSpec{}), wf, Step{Name: "t"}); got.Spec.MaxTurns != defaultStepTurns {
		t.Errorf("a step without a budget got %d turns, want %d", got.Spec.MaxTurns, defaultStepTurns)
	}
}

func TestPlan(t *testing.T) {
	names := func(steps []Step) string {
		var out []string
		for _, s := range steps {
			out = append(out, s.Name)
		}
		return strings.Join(out, " ")
	}
	for _, tc := range []struct {
		name    string
		steps   []Step
		want    string // the planned order, or a substring of the error
		wantErr bool
	}{
		{name: "written order kept", steps: []Step{{Name: "a"}, {Name: "b"}, {Name: "c"}}, want: "a b c"},
		{name: "dependency first", steps: []Step{{Name: "test", After: []string{"edit"}}, {Name: "edit"}, {Name: "lint"}}, want: "edit test lint"},
		{name: "diamond", steps: []Step{{Name: "d", After: []string{"b", "c"}}, {Name: "c", After: []string{"a"}}, {Name: "b", After: []string{"a"}}, {Name: "a"}}, want: "a c b d"},
		{name: "cycle", steps: []Step{{Name: "a", After: []string{"b"}}, {Name: "b", After: []string{"a"}}, {Name: "c"}}, want: "steps a, b wait on each other", wantErr: true},
		{name: "unknown dependency", steps: []Step{{Name: "a", After: []string{"z"}}}, want: `runs after "z", which is not a step`, wantErr: true},
		{name: "duplicate", steps: []Step{{Name: "a"}, {Name: "a"}}, want: `two steps are named "a"`, wantErr: true},
		{name: "bad name", steps: []Step{{Name: "a/b"}}, want: `has name "a/b"`, wantErr: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Plan(Workflow{Name: "wf", Steps: tc.steps})
			switch {
			case tc.wantErr && (err == nil || !strings.Contains(err.Error(), tc.want)):
				t.Errorf("Plan error = %v, want one containing %q", err, tc.want)
			case !tc.wantErr && err != nil:
				t.Errorf("Plan error = %v", err)
			case !tc.wantErr && names(got) != tc.want:
				t.Errorf("Plan order = %s, want %s", names(got), tc.want)
			}
		})
	}
}
