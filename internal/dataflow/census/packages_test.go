package census_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/sema-agent/clampvet/testkit/typecheck"
)

// The packages of a policy-carrier engine split as an engine splits them:
// the sink in runner, constructors in agents and steps, the root in boot,
// the callers in lanes. Facts carry the census from each to its importers.
const (
	taskSrc = `package task

import "example.com/policy"

type Task struct {
	Name string
	Spec policy.TaskSpec
}
type Run struct {
	Task     *Task
	Children []*Run
}
`
	runnerSrc = `package runner

import "example.com/task"

type Runner struct{}

//clampvet:spawn
func (r *Runner) execute(run *task.Run) {}

func (r *Runner) Start(t *task.Task) { r.execute(&task.Run{Task: t}) }

func (r *Runner) Child(parent *task.Run, t *task.Task) {
	child := &task.Run{Task: t}
	parent.Children = append(parent.Children, child)
	r.execute(child)
}
`
	agentsSrc = `package agents

import (
	"example.com/policy"
	"example.com/task"
)

func source(p policy.TaskSpec) policy.Source {
	return policy.Source{HandsReadOnly: p.HandsReadOnly, WriteFace: p.WriteFace}
}

func Delegate(parent *task.Run) *task.Task {
	spec := policy.TaskSpec{MaxTurns: 4}
	policy.Carry(source(parent.Task.Spec)).Apply(&spec)
	return &task.Task{Name: "delegate", Spec: spec}
}

func Clamp(parent *task.Run, spec *policy.TaskSpec) {
	policy.Carry(source(parent.Task.Spec)).Apply(spec)
}

func Handmade() *task.Task { return &task.Task{Spec: policy.TaskSpec{MaxTurns: 1}} }
`
	stepsSrc = `package steps

import (
	"example.com/agents"
	"example.com/policy"
	"example.com/task"
)

func Wrap(name string, spec policy.TaskSpec) *task.Task { return &task.Task{Name: name, Spec: spec} }

func Step(parent *task.Run) *task.Task {
	spec := policy.TaskSpec{MaxTurns: 2}
	agents.Clamp(parent, &spec)
	return Wrap("step", spec)
}

func Loose(parent *task.Run) *task.Task {
	spec := policy.TaskSpec{MaxTurns: 2}
	agents.Clamp(parent, &spec)
	spec.WriteFace = "host"
	return Wrap("loose", spec)
}
`
	bootSrc = `package boot

import "example.com/policy"

//clampvet:root
func Spec() policy.TaskSpec { return policy.TaskSpec{MaxTurns: 10} }
`
	lanesSrc = `package lanes

import (
	"example.com/agents"
	"example.com/boot"
	"example.com/policy"
	"example.com/runner"
	"example.com/steps"
	"example.com/task"
)

func Lanes(r *runner.Runner, parent *task.Run) {
	r.Start(&task.Task{Spec: boot.Spec()})
	r.Child(parent, agents.Delegate(parent))
	r.Child(parent, steps.Step(parent))
	r.Child(parent, steps.Wrap("root", boot.Spec()))
	r.Child(parent, agents.Handmade())                            // want "^spec reaching runner.Runner.Child is a result of agents.Handmade, not known clean: "
	r.Child(parent, steps.Wrap("lit", policy.TaskSpec{MaxTurns: 3})) // want "^spec reaching runner.Runner.Child is a spec literal: "
	r.Child(parent, steps.Loose(parent))                           // want "^spec reaching runner.Runner.Child is a result of steps.Loose, which returns a spec written after its clamps \\(seat WriteFace\\): write it first$"
	r.Start(&task.Task{Name: "bare"})                              // want "^spec reaching runner.Runner.Start is a task.Task whose Spec is never set"
}

func Forward(r *runner.Runner, t *task.Task) { r.Start(t) }

func Value(r *runner.Runner) func(*task.Task) {
	return r.Start // want "^runner.Runner.Start, a spawn path, used as a value: "
}
`
)

// TestAcrossPackages follows specs through the facts of four packages:
// obligations of a method in another package, constructors and a clean
// wrapper of two others, a root of a fourth.
func TestAcrossPackages(t *testing.T) {
	w, diags, fs := world(t,
		src{"example.com/policy", policySrc},
		src{"example.com/task", taskSrc},
		src{"example.com/runner", runnerSrc},
		src{"example.com/agents", agentsSrc},
		src{"example.com/steps", stepsSrc},
		src{"example.com/boot", bootSrc},
		src{"example.com/lanes", lanesSrc})
	for _, p := range []string{"example.com/policy", "example.com/task", "example.com/runner", "example.com/agents", "example.com/steps", "example.com/boot"} {
		if len(diags[p]) > 0 {
			t.Errorf("%s: unexpected findings %v", p, diags[p])
		}
	}
	check(t, w.Fset, lanesSrc, diags["example.com/lanes"])

	facts := []struct{ pkg, name, want string }{
		{"example.com/runner", "Runner.Start", "params 1 reach a spawn sink"},
		{"example.com/runner", "Runner.Child", "params 2 reach a spawn sink"},
		{"example.com/agents", "Delegate", "constructor"},
		{"example.com/agents", "Clamp", "constructor"},
		{"example.com/agents", "Handmade", ""},
		{"example.com/steps", "Wrap", "returns clean specs from params 1"},
		{"example.com/steps", "Step", "returns clean specs"},
		{"example.com/steps", "Loose", "returns a spec written after its clamps (seat WriteFace)"},
		{"example.com/lanes", "Forward", "params 1 reach a spawn sink"},
		{"example.com/lanes", "Lanes", ""},
	}
	for _, f := range facts {
		if got := factOf(t, w, fs, f.pkg, f.name); got != f.want {
			t.Errorf("fact of %s.%s = %q, want %q", f.pkg, f.name, got, f.want)
		}
	}
	checkReaches(t, w)
}

// checkReaches checks the origin → sink pairs the census draws: each
// constructor or root whose spec reaches a call of a sink, or of a
// function whose parameters reach one (the sink then comes from facts).
func checkReaches(t *testing.T, w *typecheck.World) {
	t.Helper()
	var got []string
	for _, r := range resultOf(t, w, "example.com/lanes").Reaches {
		kind := "constructor"
		if r.Origin.Root {
			kind = "root"
		}
		got = append(got, fmt.Sprintf("%s %s (%s) -> %s (%s)", kind, r.Origin.Func, r.Origin.File, r.Sink, r.Sink.File))
	}
	want := []string{
		"constructor example.com/agents.Delegate (agents.go) -> example.com/runner.Runner.execute (runner.go)",
		"constructor example.com/agents.Clamp (agents.go) -> example.com/runner.Runner.execute (runner.go)",
		"root example.com/boot.Spec (boot.go) -> example.com/runner.Runner.execute (runner.go)",
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("reaches of lanes:\ngot  %q\nwant %q", got, want)
	}
}
