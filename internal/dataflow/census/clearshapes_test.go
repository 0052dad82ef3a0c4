package census_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/internal/dataflow/straightline"
)

// The two engines the shapes are tried on: one using a policy-like module
// (carrier and tighten in another package), one defining its own carrier,
// applier and tighten function. {{T}} is the spec type, {{RO}} a carried
// seat, {{Tighten}} the tighten function.
const shapesPolicyHeader = `package lanes

import "example.com/policy"

//clampvet:spawn
func start(name string, spec policy.TaskSpec) {}

//clampvet:root
func root() policy.TaskSpec { return policy.TaskSpec{MaxTurns: 10} }

func inPlace(p policy.TaskSpec, spec *policy.TaskSpec) {
	policy.Carry(policy.Source{HandsReadOnly: p.HandsReadOnly, WriteFace: p.WriteFace}).Apply(spec)
}

func producer(p policy.TaskSpec) policy.Clamps {
	return policy.Carry(policy.Source{HandsReadOnly: p.HandsReadOnly, WriteFace: p.WriteFace})
}

func checked(p policy.TaskSpec) (policy.TaskSpec, error) {
	spec := policy.TaskSpec{MaxTurns: 3}
	policy.Carry(policy.Source{HandsReadOnly: p.HandsReadOnly, WriteFace: p.WriteFace}).Apply(&spec)
	return spec, nil
}

var varApply = func(p policy.TaskSpec, spec *policy.TaskSpec) {
	policy.Carry(policy.Source{HandsReadOnly: p.HandsReadOnly, WriteFace: p.WriteFace}).Apply(spec)
}

func fail() error { return nil }

func stop() { panic("stop") }

func inPlaceStop(p policy.TaskSpec, spec *policy.TaskSpec) {
	stop()
	policy.Carry(policy.Source{HandsReadOnly: p.HandsReadOnly, WriteFace: p.WriteFace}).Apply(spec)
}
`

const shapesOwnHeader = `package lanes

type Spec struct {
	ReadOnly bool
	Turns    int
	Deny     []string
}
type Src struct {
	ReadOnly bool
	Deny     []string
}
type Clamps struct{ s Src }

//clampvet:carrier
func Carry(s Src) Clamps { return Clamps{s: s} }

func (c Clamps) Apply(spec *Spec) {
	spec.ReadOnly = spec.ReadOnly || c.s.ReadOnly
	spec.Deny = append(spec.Deny, c.s.Deny...)
}

//clampvet:tighten
func Tighten(spec, t Spec) Spec {
	spec.ReadOnly = spec.ReadOnly || t.ReadOnly
	spec.Turns = min(spec.Turns, t.Turns)
	spec.Deny = append(spec.Deny, t.Deny...)
	return spec
}

//clampvet:spawn
func start(name string, spec Spec) {}

//clampvet:root
func root() Spec { return Spec{Turns: 10} }

func inPlace(p Spec, spec *Spec) { Carry(Src{ReadOnly: p.ReadOnly}).Apply(spec) }

func producer(p Spec) Clamps { return Carry(Src{ReadOnly: p.ReadOnly}) }

func checked(p Spec) (Spec, error) {
	spec := Spec{Turns: 3}
	Carry(Src{ReadOnly: p.ReadOnly}).Apply(&spec)
	return spec, nil
}

var varApply = func(p Spec, spec *Spec) { Carry(Src{ReadOnly: p.ReadOnly}).Apply(spec) }

func fail() error { return nil }

func stop() { panic("stop") }

func inPlaceStop(p Spec, spec *Spec) {
	stop()
	Carry(Src{ReadOnly: p.ReadOnly}).Apply(spec)
}
`

// shapeCase is one shape: the functions the pass must clear, and those it
// must leave to SSA (each differs from a clean shape by one fault).
type shapeCase struct {
	name      string
	src       string
	cleared   []string
	uncleared []string
}

// caseTasks are the cases that import package example.com/tasks (its
// source), run on the policy engine only: the own engine's spec type is
// declared in lanes, which tasks would have to import.
var caseTasks = map[string]string{"task_budget_helper": tasksPkg, "task_loosening_helper": tasksPkg, "task_spec_as_interface": tasksPkg,
	"task_seat_copied_into": tasksPkg, "task_handed_to_pair": tasksPkg, "task_seat_copied_out": tasksPkg}

// taskTypes declares a task struct holding a spec and the sinks that start
// one, and a batch of them or of specs.
const taskTypes = `type task struct {
	name string
	spec {{T}}
}

//clampvet:spawn
func run(t *task) {}

//clampvet:spawn
func runAll(ts ...task) {}

//clampvet:spawn
func startAll(ss ...{{T}}) {}

func b1(p {{T}}) {{T}} { spec := {{T}}{}; inPlace(p, &spec); return spec }
`

// tasksPkg is a package of task helpers, one writing a field that is no
// seat, one writing a carried seat.
const tasksPkg = `package tasks

import "example.com/policy"

type Task struct {
	Name string
	Spec policy.TaskSpec
}

//clampvet:spawn
func Run(t *Task) {}

func Budget(t *Task, n int) { t.Spec.MaxTurns = n }

func Open(t *Task) { t.Spec.HandsReadOnly = false }
`

var shapeCases = []shapeCase{
	{"in_place", `func b(p {{T}}) {{T}} { spec := {{T}}{}; inPlace(p, &spec); return spec }`, []string{"b"}, nil},
	{"producer_after_tighten", `func b(p {{T}}) {{T}} {
	spec := {{T}}{}
	spec = {{Tighten}}(spec, {{T}}{})
	spec.{{RO}} = true
	producer(p).Apply(&spec)
	return spec
}`, []string{"b"}, nil},
	{"constructor_result_checked", `func b(p {{T}}) {{T}} {
	spec, err := checked(p)
	if err != nil {
		panic(err)
	}
	return spec
}`, []string{"b"}, nil},
	{"var_applier", `func b(p {{T}}) {{T}} { var spec {{T}}; varApply(p, &spec); return spec }`, []string{"b"}, nil},
	{"nil_error", `func b(p {{T}}) ({{T}}, error) { spec := {{T}}{}; inPlace(p, &spec); return spec, nil }`, []string{"b"}, nil},
	{"spawn_list", `func b1(p {{T}}) {{T}} { spec := {{T}}{}; inPlace(p, &spec); return spec }
func b(p {{T}}) {
	start("one", b1(p))
	start("root", root())
	start("checked", b2(p))
}
func b2(p {{T}}) {{T}} { s, _ := checked(p); return s }`, []string{"b", "b1", "b2"}, nil},
	{"builder_list", `func b1(p {{T}}) {{T}} { spec := {{T}}{}; inPlace(p, &spec); return spec }
func b() []func({{T}}) {{T}} { return []func({{T}}) {{T}}{b1} }`, []string{"b1"}, nil},

	{"spawn_held_root", `func b(p {{T}}) {
	r := root()
	start("root", r)
	start("again", r)
}`, []string{"b"}, nil},
	{"held_handed_to_no_target", `func h(s {{T}}) {}
func b() {
	r := root()
	start("root", r)
	h(r)
	start("again", r)
}`, []string{"b", "h"}, nil},
	{"spawn_held_builder", `func b1(p {{T}}) {{T}} { spec := {{T}}{}; inPlace(p, &spec); return spec }
func b(p {{T}}) { s := b1(p); start("x", s) }`, []string{"b1"}, nil},

	{"built_caller_of_cleared_builder", `func b1(p {{T}}) {{T}} { spec := {{T}}{}; inPlace(p, &spec); return spec }
func b(p {{T}}) {
	for i := 0; i < 2; i++ {
		start("x", b1(p))
	}
}`, []string{"b1"}, []string{"b"}},

	{"written_after", `func b(p {{T}}) {{T}} { spec := {{T}}{}; inPlace(p, &spec); spec.{{RO}} = false; return spec }`, nil, []string{"b"}},
	{"applied_in_if", `func b(p {{T}}) {{T}} {
	spec := {{T}}{}
	if p.{{RO}} {
		inPlace(p, &spec)
	}
	return spec
}`, nil, []string{"b"}},
	{"not_a_constructor", `func h(s *{{T}}) {}
func b(p {{T}}) {{T}} { spec := {{T}}{}; h(&spec); return spec }`, nil, []string{"b"}},
	{"fresh_spec_returned", `func b(p {{T}}) {{T}} { spec := {{T}}{}; inPlace(p, &spec); return {{T}}{} }`, nil, []string{"b"}},
	{"applied_twice", `func b(p {{T}}) {{T}} { spec := {{T}}{}; inPlace(p, &spec); inPlace(p, &spec); return spec }`, nil, []string{"b"}},
	{"spawn_literal", `func b() { start("x", {{T}}{}) }`, nil, []string{"b"}},
	{"spawn_uncleared_builder", `func b1(p {{T}}) {{T}} { return {{T}}{} }
func b(p {{T}}) { start("x", b1(p)) }`, nil, []string{"b", "b1"}},
	{"closure", `func b(p {{T}}) {{T}} {
	spec := {{T}}{}
	f := func() { inPlace(p, &spec) }
	f()
	return spec
}`, nil, []string{"b"}},
	{"copy_of_parameter", `func b(p {{T}}) {{T}} { spec := p; return spec }`, nil, []string{"b"}},
	{"error_path_spec", `func b(p {{T}}) ({{T}}, error) { spec := {{T}}{}; inPlace(p, &spec); return spec, fail() }`, nil, []string{"b"}},
	{"no_return_before_spawn", `func b() { stop(); start("x", root()) }`, nil, []string{"b"}},
	{"no_return_through_helper", `func g(p {{T}}) { stop() }
func b(p {{T}}) { g(p); start("x", root()) }`, nil, []string{"b"}},
	{"no_return_through_helper_with_else", `func g(x bool) {
	if x {
		stop()
	} else {
		stop()
	}
}
func b(x bool) { g(x); start("x", root()) }`, nil, []string{"b"}},
	{"applier_never_returns", `func b(p {{T}}) {{T}} { spec := {{T}}{}; inPlaceStop(p, &spec); return spec }`, nil, []string{"b"}},
	{"func_value_spawn", `var fv = root
func b() { start("x", fv()) }`, nil, []string{"b"}},
	{"spawn_held_written", `func b() { r := root(); r.{{RO}} = false; start("x", r) }`, nil, []string{"b"}},
	{"spawn_held_written_through_alias", `func b() { r := root(); q := &r; q.{{RO}} = false; start("x", r) }`, nil, []string{"b"}},
	{"spawn_held_tightened", `func b() { r := root(); r = {{Tighten}}(r, {{T}}{}); start("x", r) }`, nil, []string{"b"}},
	{"spawn_held_parameter", `func b(p {{T}}) { r := p; start("x", r) }`, nil, []string{"b"}},
	{"spawn_held_then_applied", `func b(p {{T}}) { spec := root(); start("x", spec); inPlace(p, &spec) }`, nil, []string{"b"}},
	{"spawn_held_address_taken", `func h(s *{{T}}) {}
func b() { r := root(); h(&r); start("x", r) }`, nil, []string{"b"}},
	{"held_handed_to_spawner", `func h(s {{T}}) { start("y", s) }
func b() { r := root(); h(r); start("x", r) }`, nil, []string{"b", "h"}},
	{"held_handed_after_write", `func h(s {{T}}) {}
func b() { r := root(); r.{{RO}} = false; h(r); start("x", r) }`, []string{"h"}, []string{"b"}},
	{"held_handed_to_no_return", `func h(s {{T}}) { stop() }
func b() { r := root(); h(r); start("x", r) }`, nil, []string{"b"}},
	{"held_handed_with_sink_value", `func h(s {{T}}, f any) {}
func b() { r := root(); h(r, start); start("x", r) }`, []string{"h"}, []string{"b"}},
	{"held_handed_to_func_value", `var hv = func(s {{T}}) {}
func b() { r := root(); hv(r); start("x", r) }`, nil, []string{"b"}},
	{"held_address_in_slice_bounds", `func h(s *{{T}}) int { return 0 }
func b(xs []int, n int) { r := root(); _ = xs[h(&r):n]; start("x", r) }`, nil, []string{"b"}},
	{"no_return_in_slice_bounds", `func stopInt() int { stop(); return 0 }
func one() int { return 1 }
func g(xs []int) int { return len(xs[stopInt():one()]) }
func b(xs []int) { g(xs); start("x", root()) }`, nil, []string{"b"}},
	{"spawn_held_tuple", `func b(p {{T}}) { s, _ := checked(p); start("x", s) }`, nil, []string{"b"}},
	{"result_written", `func b(p {{T}}) {{T}} { spec, _ := checked(p); spec.{{RO}} = false; return spec }`, nil, []string{"b"}},

	{"spawn_task_struct", taskTypes + `func b(p {{T}}) { t := &task{name: "x", spec: b1(p)}; run(t); run(t) }`, []string{"b1"}, nil},
	{"spawn_task_batch", taskTypes + `func b(p {{T}}) {
	var batch []task
	batch = append(batch, task{name: "x", spec: b1(p)})
	batch = append(batch, task{name: "r", spec: root()}, task{name: "y", spec: b1(p)})
	runAll(batch...)
}`, []string{"b1"}, nil},
	{"spawn_spec_batch", taskTypes + `func b(p {{T}}) {
	var specs []{{T}}
	specs = append(specs, b1(p), root())
	startAll(specs...)
}`, []string{"b1"}, nil},
	{"spawn_empty_batch", taskTypes + `func b(p {{T}}) { var batch []task; runAll(batch...) }`, []string{"b1"}, nil},
	{"spawn_batch_then_append", taskTypes + `func b(p {{T}}) {
	var batch []task
	runAll(batch...)
	batch = append(batch, task{name: "x", spec: {{T}}{}})
	runAll(batch...)
}`, []string{"b1"}, []string{"b"}},
	{"task_field_written", taskTypes + `func b(p {{T}}) { t := &task{name: "x", spec: b1(p)}; t.spec.{{RO}} = false; run(t) }`, []string{"b1"}, []string{"b"}},
	{"task_name_written", taskTypes + `func b(p {{T}}) { t := &task{name: "x", spec: b1(p)}; t.name = "y"; run(t) }`, []string{"b1"}, []string{"b"}},
	{"task_spec_omitted", taskTypes + `func b(p {{T}}) { t := &task{name: "x"}; run(t) }`, []string{"b1"}, []string{"b"}},
	{"task_spec_literal", taskTypes + `func b(p {{T}}) { t := &task{name: "x", spec: {{T}}{}}; run(t) }`, []string{"b1"}, []string{"b"}},
	{"task_uncleared_builder", taskTypes + `func bad(p {{T}}) {{T}} { return {{T}}{} }
func b(p {{T}}) { t := &task{name: "x", spec: bad(p)}; run(t) }`, []string{"b1"}, []string{"b", "bad"}},
	{"task_handed_to_local_helper", taskTypes + `func h(t *task) {}
func b(p {{T}}) { t := &task{name: "x", spec: b1(p)}; h(t); run(t) }`, []string{"b1"}, []string{"b"}},
	{"task_in_closure", taskTypes + `func b(p {{T}}) { t := &task{name: "x", spec: b1(p)}; f := func() { run(t) }; f() }`, []string{"b1"}, []string{"b"}},
	{"batch_copied", taskTypes + `func b(p {{T}}) {
	var batch []task
	batch = append(batch, task{name: "x", spec: b1(p)})
	other := batch
	runAll(other...)
}`, []string{"b1"}, []string{"b"}},
	{"batch_element_written", taskTypes + `func b(p {{T}}) {
	var batch []task
	batch = append(batch, task{name: "x", spec: b1(p)})
	batch[0].spec.{{RO}} = false
	runAll(batch...)
}`, []string{"b1"}, []string{"b"}},
	{"task_budget_helper", `func b1(p {{T}}) {{T}} { spec := {{T}}{}; inPlace(p, &spec); return spec }
func b(p {{T}}) { t := &tasks.Task{Name: "x", Spec: b1(p)}; tasks.Budget(t, 3); tasks.Run(t) }`, []string{"b1"}, nil},
	{"task_spec_as_interface", `func b1(p {{T}}) {{T}} { spec := {{T}}{}; inPlace(p, &spec); return spec }
func decode(v any) {}
func b(p {{T}}) { t := &tasks.Task{Name: "x", Spec: b1(p)}; decode(&t.Spec); tasks.Run(t) }`, []string{"b1"}, []string{"b"}},
	{"list_cleared", `func b1(p {{T}}) {{T}} { spec := {{T}}{}; inPlace(p, &spec); return spec }
func b(p {{T}}) { c := b1(p); clear(c.{{List}}); start("x", c) }`, []string{"b1"}, []string{"b"}},
	{"list_copied_into", `func b1(p {{T}}) {{T}} { spec := {{T}}{}; inPlace(p, &spec); return spec }
func b(p {{T}}) { c := b1(p); copy(c.{{List}}, c.{{List}}[1:]); start("x", c) }`, []string{"b1"}, []string{"b"}},
	{"list_appended_over", `func b1(p {{T}}) {{T}} { spec := {{T}}{}; inPlace(p, &spec); return spec }
func b(p {{T}}) { c := b1(p); _ = append(c.{{List}}[:0], p.{{List}}...); start("x", c) }`, []string{"b1"}, []string{"b"}},
	{"list_read", `func b1(p {{T}}) {{T}} { spec := {{T}}{}; inPlace(p, &spec); return spec }
func b(p {{T}}) { c := b1(p); _ = append(p.{{List}}, c.{{List}}...); start("x", c) }`, []string{"b1"}, nil},
	{"task_handed_to_pair", `func b1(p {{T}}) {{T}} { spec := {{T}}{}; inPlace(p, &spec); return spec }
var pair = func(p {{T}}, sibling *tasks.Task) {{T}} {
	spec := {{T}}{}
	policy.Carry(policy.Source{HandsReadOnly: p.HandsReadOnly, WriteFace: p.WriteFace}).Apply(&spec)
	sibling.Spec.{{RO}} = false
	return spec
}
func b(p {{T}}) *tasks.Task { t := &tasks.Task{Name: "x", Spec: b1(p)}; _ = pair(p, t); return t }`, []string{"b1"}, []string{"b"}},
	{"task_seat_copied_into", `func b1(p {{T}}) {{T}} { spec := {{T}}{}; inPlace(p, &spec); return spec }
func b(p {{T}}) { t := &tasks.Task{Name: "x", Spec: b1(p)}; copy(t.Spec.Deny, []string{""}); tasks.Run(t) }`, []string{"b1"}, []string{"b"}},
	{"task_seat_copied_out", `func b1(p {{T}}) {{T}} { spec := {{T}}{}; inPlace(p, &spec); return spec }
func b(p {{T}}, buf []string) { t := &tasks.Task{Name: "x", Spec: b1(p)}; copy(buf, t.Spec.Deny); tasks.Run(t) }`, []string{"b1"}, nil},
	{"task_loosening_helper", `func b1(p {{T}}) {{T}} { spec := {{T}}{}; inPlace(p, &spec); return spec }
func b(p {{T}}) { t := &tasks.Task{Name: "x", Spec: b1(p)}; tasks.Open(t); tasks.Run(t) }`, []string{"b1"}, []string{"b"}},
}

// TestClearShapes runs each shape on both engines, with the whole dataflow
// analyzer under straightline.Verify: SSA must agree with both fast paths
// everywhere, the clean shapes must be cleared by the census's and the
// near misses left to SSA.
func TestClearShapes(t *testing.T) {
	straightline.Verify = true
	defer func() { straightline.Verify = false }()
	engines := []struct {
		name, header string
		words        map[string]string
	}{
		{"policy", shapesPolicyHeader, map[string]string{"{{T}}": "policy.TaskSpec", "{{RO}}": "HandsReadOnly", "{{Tighten}}": "policy.Tighten", "{{List}}": "Deny"}},
		{"own", shapesOwnHeader, map[string]string{"{{T}}": "Spec", "{{RO}}": "ReadOnly", "{{Tighten}}": "Tighten", "{{List}}": "Deny"}},
	}
	for _, e := range engines {
		for _, c := range shapeCases {
			tasks := caseTasks[c.name]
			if tasks != "" && e.name != "policy" {
				continue
			}
			t.Run(e.name+"/"+c.name, func(t *testing.T) {
				text := c.src
				for k, v := range e.words {
					text = strings.ReplaceAll(text, k, v)
				}
				header := e.header
				if tasks != "" {
					header = strings.Replace(header, `import "example.com/policy"`, "import (\n\t\"example.com/policy\"\n\t\"example.com/tasks\"\n)", 1)
				}
				pkgs := []src{{"example.com/lanes", header + "\n" + text + "\n"}}
				if tasks != "" {
					pkgs = append([]src{{"example.com/tasks", tasks}}, pkgs...)
				}
				if e.name == "policy" {
					pkgs = append([]src{{"example.com/policy", policySrc}}, pkgs...)
				}
				w := fastPathWorld(t, pkgs...)
				res := dataflowOf(t, w, "example.com/lanes")
				if res == nil {
					t.Fatal("no dataflow result")
				}
				for _, d := range disagreements(res) {
					t.Error(d)
				}
				got := res.Census.FastPath.Cleared
				for _, name := range c.cleared {
					if !slices.Contains(got, name) {
						t.Errorf("%s not cleared (cleared: %v)", name, got)
					}
				}
				for _, name := range c.uncleared {
					if slices.Contains(got, name) {
						t.Errorf("%s cleared, want it left to SSA", name)
					}
				}
			})
		}
	}
}
