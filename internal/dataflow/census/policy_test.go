package census_test

import (
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/internal/kinds"
	"golang.org/x/tools/go/analysis"
)

// engineHeader opens every policy-carrier case: a task that holds the
// spec, a sink that takes the task, a root, a constructor that returns a
// spec and one that clamps a spec in place.
const engineHeader = `package eng

import (
	"example.com/enc"
	"example.com/policy"
)

type Task struct {
	Name string
	Spec policy.TaskSpec
}
type Run struct{ Task *Task }
type Seed struct{ Spec policy.TaskSpec }
type Store interface{ Load() policy.TaskSpec }

//clampvet:spawn
func spawn(run *Run) {}

//clampvet:root
func rootSpec() policy.TaskSpec { return policy.TaskSpec{MaxTurns: 9} }

func source(p policy.TaskSpec) policy.Source {
	return policy.Source{HandsReadOnly: p.HandsReadOnly, WriteFace: p.WriteFace}
}

func ctor(p policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{MaxTurns: 3}
	policy.Carry(source(p)).Apply(&spec)
	return spec
}

func applyTo(p policy.TaskSpec, spec *policy.TaskSpec) {
	policy.Carry(source(p)).Apply(spec)
}

var ctorVar = func(p policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{}
	policy.Carry(source(p)).Apply(&spec)
	return spec
}

var _ = enc.Unmarshal
`

// policyCases are read against the policy-like carrier: every origin the
// census accepts, then every one it refuses.
var policyCases = []struct{ name, src string }{
	// accepted
	{"constructor_result", `
func a(p policy.TaskSpec) { spawn(&Run{Task: &Task{Spec: ctor(p)}}) }`},
	{"constructor_result_through_locals_and_fields", `
func a(p policy.TaskSpec) {
	spec := ctor(p)
	t := &Task{Name: "x"}
	t.Spec = spec
	run := Run{}
	run.Task = t
	spawn(&run)
}`},
	{"root_result", `
func a() { spawn(&Run{Task: &Task{Spec: rootSpec()}}) }`},
	{"clamped_in_place_by_an_applier", `
func a(p policy.TaskSpec) {
	spec := policy.TaskSpec{MaxTurns: 1}
	applyTo(p, &spec)
	spawn(&Run{Task: &Task{Spec: spec}})
}`},
	{"clamps_applied_here", `
func a(p policy.TaskSpec) {
	spec := policy.TaskSpec{MaxTurns: 1}
	policy.Carry(source(p)).Apply(&spec)
	spawn(&Run{Task: &Task{Spec: spec}})
}`},
	{"clamp_producer_result_applied_in_a_builder", `
func producer(p policy.TaskSpec) policy.Clamps { return policy.Carry(source(p)) }
func builder(p policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{MaxTurns: 1}
	spec = policy.Tighten(spec, policy.TaskSpec{WriteFace: "roots"})
	producer(p).Apply(&spec)
	return spec
}
func a(p policy.TaskSpec) { spawn(&Run{Task: &Task{Spec: builder(p)}}) }`},
	{"constructor_vars_as_producer_and_in_place_applier", `
var producerVar = func(p policy.TaskSpec) policy.Clamps { return policy.Carry(source(p)) }
var applierVar = func(p policy.TaskSpec, spec *policy.TaskSpec) { policy.Carry(source(p)).Apply(spec) }
func a(p policy.TaskSpec) {
	one := policy.TaskSpec{MaxTurns: 1}
	producerVar(p).Apply(&one)
	two := policy.TaskSpec{MaxTurns: 2}
	applierVar(p, &two)
	spawn(&Run{Task: &Task{Spec: one}})
	spawn(&Run{Task: &Task{Spec: two}})
}`},
	{"own_value_on_one_branch_then_the_applier", `
func a(p policy.TaskSpec, x bool) {
	spec := policy.TaskSpec{MaxTurns: 1}
	if x {
		spec.MaxTurns = 2
	}
	applyTo(p, &spec)
	spawn(&Run{Task: &Task{Spec: spec}})
}`},
	{"tighten_of_a_constructor_result", `
func a(p policy.TaskSpec) {
	spec := policy.Tighten(ctor(p), policy.TaskSpec{MaxTurns: 2})
	spawn(&Run{Task: &Task{Spec: spec}})
}`},
	{"helper_whose_every_return_is_clean", `
func mk(p policy.TaskSpec, root bool) *Task {
	if root {
		return &Task{Spec: rootSpec()}
	}
	return &Task{Spec: ctor(p)}
}
func a(p policy.TaskSpec) { spawn(&Run{Task: mk(p, false)}) }`},
	{"helper_returning_its_parameter", `
func wrap(spec policy.TaskSpec) *Task { return &Task{Name: "w", Spec: spec} }
func a(p policy.TaskSpec) { spawn(&Run{Task: wrap(ctor(p))}) }`},
	{"error_path_returns_a_zero_spec", `
func mk(p *policy.TaskSpec) (*Task, error) {
	if p == nil {
		return &Task{}, errNoParent{}
	}
	return &Task{Spec: ctor(*p)}, nil
}
type errNoParent struct{}
func (errNoParent) Error() string { return "no parent" }
func a(p *policy.TaskSpec) {
	t, err := mk(p)
	if err != nil {
		return
	}
	spawn(&Run{Task: t})
}`},
	{"both_branches_clean", `
func a(p policy.TaskSpec, x bool) {
	var spec policy.TaskSpec
	if x {
		spec = ctor(p)
	} else {
		spec = rootSpec()
	}
	spawn(&Run{Task: &Task{Spec: spec}})
}`},
	{"slice_append_and_range", `
func a(p policy.TaskSpec) {
	batch := []*Task{{Spec: ctor(p)}}
	batch = append(batch, &Task{Spec: rootSpec()})
	more := []*Task{{Spec: ctor(p)}}
	batch = append(batch, more...)
	for _, t := range batch {
		spawn(&Run{Task: t})
	}
	spawn(&Run{Task: batch[0]})
}`},
	{"map_built_in_view", `
func a(p policy.TaskSpec) {
	byName := map[string]*Task{"a": {Spec: ctor(p)}}
	byName["b"] = &Task{Spec: rootSpec()}
	for _, t := range byName {
		spawn(&Run{Task: t})
	}
	if t, ok := byName["a"]; ok {
		spawn(&Run{Task: t})
	}
}`},
	{"comma_ok_lookup_whose_miss_returns", `
func a(p policy.TaskSpec, name string) {
	byName := map[string]policy.TaskSpec{"a": ctor(p)}
	spec, ok := byName[name]
	if !ok {
		return
	}
	spawn(&Run{Task: &Task{Name: name, Spec: spec}})
}`},
	{"constructor_var", `
func a(p policy.TaskSpec) { spawn(&Run{Task: &Task{Spec: ctorVar(p)}}) }`},
	{"parameter_moves_the_obligation_to_callers", `
func lane(t *Task) { spawn(&Run{Task: t}) }
func a(p policy.TaskSpec) { lane(&Task{Spec: ctor(p)}) }`},
	{"obligation_through_two_levels", `
func inner(run *Run) { spawn(run) }
func outer(t *Task) { inner(&Run{Task: t}) }
func a() { outer(&Task{Spec: rootSpec()}) }`},
	{"own_value_written_below_a_constructor_result_in_its_holder", `
func a(p policy.TaskSpec) {
	task := Task{Spec: ctor(p)}
	task.Spec.MaxTurns = 2
	spawn(&Run{Task: &task})
}`},
	{"spec_read_from_a_holder_a_constructor_filled", `
func mkTask(p policy.TaskSpec) Task { return Task{Name: "x", Spec: ctor(p)} }
func a(p policy.TaskSpec) {
	task := mkTask(p)
	spawn(&Run{Task: &Task{Spec: task.Spec}})
}`},
	{"comma_ok_lookup_with_a_fallback_on_a_miss", `
func a(p policy.TaskSpec, name string) {
	byName := map[string]policy.TaskSpec{"a": ctor(p)}
	spec, ok := byName[name]
	if !ok {
		spec = ctor(p)
	}
	spawn(&Run{Task: &Task{Name: name, Spec: spec}})
}`},
	{"nil_holder", `
func a() { spawn(nil) }`},

	// refused
	{"spec_literal_at_the_sink", `
func a() {
	spawn(&Run{Task: &Task{Spec: policy.TaskSpec{MaxTurns: 1}}}) // want "^spec reaching spawn is a spec literal: use a constructor$"
}`},
	{"holder_whose_spec_is_never_set", `
func a() {
	spawn(&Run{Task: &Task{Name: "x"}}) // want "^spec reaching spawn is a Task whose Spec is never set"
}`},
	{"zero_spec_var", `
func a() {
	var spec policy.TaskSpec
	spawn(&Run{Task: &Task{Spec: spec}}) // want "is the zero spec: "
}`},
	{"one_branch_a_literal", `
func a(p policy.TaskSpec, x bool) {
	spec := ctor(p)
	if x {
		spec = policy.TaskSpec{} // an empty literal is the zero constant: no position
	}
	spawn(&Run{Task: &Task{Spec: spec}}) // want "^spec reaching spawn is the zero spec"
}`},
	{"clamped_on_some_paths_only", `
func a(p policy.TaskSpec, x bool) {
	spec := policy.TaskSpec{MaxTurns: 1} // want "is a spec the clamps reach on some paths only"
	if x {
		applyTo(p, &spec)
	}
	spawn(&Run{Task: &Task{Spec: spec}})
}`},
	{"written_after_the_in_place_applier", `
func a(p policy.TaskSpec) {
	spec := policy.TaskSpec{MaxTurns: 1}
	applyTo(p, &spec)
	spec.WriteFace = "host" // want "is written after its clamps \\(seat WriteFace\\): write it first"
	spawn(&Run{Task: &Task{Spec: spec}})
}`},
	{"applier_in_a_loop_that_may_not_run", `
func a(p policy.TaskSpec, n int) {
	spec := policy.TaskSpec{MaxTurns: 1} // want "is a spec the clamps reach on some paths only"
	for i := 0; i < n; i++ {
		spec.WriteFace = "host"
		applyTo(p, &spec)
	}
	spawn(&Run{Task: &Task{Spec: spec}})
}`},
	{"holder_zeroed_through_an_alias", `
func a(p policy.TaskSpec) {
	task := Task{Spec: ctor(p)}
	t := &task
	t.Spec = policy.TaskSpec{} // want "^spec reaching spawn is the zero spec: use a constructor$"
	spawn(&Run{Task: &task})
}`},
	{"literal_stored_through_a_pointer_to_the_field", `
func a(p policy.TaskSpec) {
	task := Task{Spec: ctor(p)}
	q := &task.Spec
	*q = policy.TaskSpec{MaxTurns: 1} // want "^spec reaching spawn is a spec literal: use a constructor$"
	spawn(&Run{Task: &task})
}`},
	{"seat_written_through_an_alias_after_the_applier", `
func a(p policy.TaskSpec) {
	spec := policy.TaskSpec{MaxTurns: 1}
	applyTo(p, &spec)
	ps := &spec
	ps.WriteFace = "host" // want "^spec reaching spawn is written after its clamps \\(seat WriteFace\\): write it first$"
	spawn(&Run{Task: &Task{Spec: spec}})
}`},
	{"spec_read_from_a_holder_whose_spec_is_never_set", `
func mkTask() Task { return Task{Name: "x"} }
func a() {
	task := mkTask() // want "^spec reaching spawn is a result of mkTask, which returns a Task whose Spec is never set: use a constructor$"
	spawn(&Run{Task: &Task{Spec: task.Spec}})
}`},
	{"spec_read_from_a_holder_a_func_value_returned", `
func a(load func() Task) {
	task := load() // want "^spec reaching spawn is the result of a func value call: use a constructor$"
	spawn(&Run{Task: &Task{Spec: task.Spec}})
}`},
	{"comma_ok_lookup_replaced_on_a_hit", `
func a(p policy.TaskSpec, name string) {
	byName := map[string]policy.TaskSpec{"a": ctor(p)}
	spec, ok := byName[name] // want "^spec reaching spawn is a map lookup: use a constructor$"
	if ok {
		spec = ctor(p)
	}
	spawn(&Run{Task: &Task{Name: name, Spec: spec}})
}`},
	{"map_lookup", `
func a(byName map[string]policy.TaskSpec) {
	spawn(&Run{Task: &Task{Spec: byName["x"]}}) // want "is a map lookup"
}`},
	{"comma_ok_lookup_whose_miss_is_not_checked", `
func a(p policy.TaskSpec) {
	byName := map[string]policy.TaskSpec{"a": ctor(p)}
	spec, _ := byName["b"] // want "^spec reaching spawn is a map lookup: use a constructor$"
	spawn(&Run{Task: &Task{Spec: spec}})
}`},
	{"comma_ok_lookup_used_past_its_check", `
func a(p policy.TaskSpec, name string) {
	byName := map[string]policy.TaskSpec{"a": ctor(p)}
	spec, ok := byName[name] // want "^spec reaching spawn is a map lookup: use a constructor$"
	if !ok {
		println("no lane", name)
	}
	spawn(&Run{Task: &Task{Spec: spec}})
}`},
	{"interface_method_result", `
func a(s Store) {
	spawn(&Run{Task: &Task{Spec: s.Load()}}) // want "is the result of interface method Load"
}`},
	{"func_value_result", `
func a(f func() policy.TaskSpec) {
	spawn(&Run{Task: &Task{Spec: f()}}) // want "is the result of a func value call"
}`},
	{"func_var_that_calls_no_carrier", `
var plainVar = func(p policy.TaskSpec) policy.TaskSpec { return p }
func a(p policy.TaskSpec) {
	spawn(&Run{Task: &Task{Spec: plainVar(p)}}) // want "is a result of func var plainVar, not known clean"
}`},
	{"channel_receive", `
func a(c chan *Task) {
	spawn(&Run{Task: <-c}) // want "^spec reaching spawn is a channel receive \\(<-c\\): use a constructor$"
}`},
	{"channel_receive_comma_ok", `
func a(runs map[string]chan *Task) {
	t, ok := <-runs["verify"] // want "^spec reaching spawn is a channel receive \\(<-runs\\[\"verify\"\\]\\): use a constructor$"
	if ok {
		spawn(&Run{Task: t})
	}
}`},
	{"channel_receive_in_a_select", `
func a(done chan bool, c chan *Task) {
	select {
	case <-done:
	case t := <-c: // want "^spec reaching spawn is a channel receive \\(<-c\\): use a constructor$"
		spawn(&Run{Task: t})
	}
}`},
	{"type_assertion", `
func a(v any) {
	spawn(&Run{Task: v.(*Task)}) // want "is a type assertion"
}`},
	{"package_level_variable", `
var saved *Task
func a() {
	spawn(&Run{Task: saved}) // want "is a package-level variable saved"
}`},
	{"captured_by_a_func_literal", `
func a(p policy.TaskSpec) {
	t := &Task{Spec: ctor(p)}
	func() {
		spawn(&Run{Task: t}) // not written after the literal is made: its origin holds
	}()
}`},
	{"captured_constructor_result", `
func a(p policy.TaskSpec, start func(func())) {
	spec := ctor(p)
	start(func() {
		spawn(&Run{Task: &Task{Spec: spec}}) // a framework callback: clean
	})
}`},
	{"captured_and_written_after_the_literal", `
func a(p policy.TaskSpec, start func(func())) {
	spec := ctor(p)
	start(func() {
		spawn(&Run{Task: &Task{Spec: spec}}) // want "^spec reaching spawn is spec, captured by a func literal: build it in the literal$"
	})
	spec = policy.TaskSpec{}
}`},
	{"captured_constructor_result_of_two_results", `
func mk(p policy.TaskSpec) (*Task, error) {
	spec := policy.TaskSpec{}
	policy.Carry(source(p)).Apply(&spec)
	return &Task{Spec: spec}, nil
}
func a(p policy.TaskSpec) {
	t, err := mk(p)
	if err != nil {
		return
	}
	go func() {
		spawn(&Run{Task: t}) // a goroutine: clean
	}()
}`},
	{"captured_constructor_var_result", `
func a(p policy.TaskSpec) {
	spec := ctorVar(p)
	defer func() {
		spawn(&Run{Task: &Task{Spec: spec}}) // a deferred literal: clean
	}()
}`},
	{"captured_from_a_constructor_and_a_literal", `
func a(p policy.TaskSpec, fresh bool) {
	spec := ctor(p)
	if fresh {
		spec = policy.TaskSpec{}
	}
	func() {
		spawn(&Run{Task: &Task{Spec: spec}}) // want "^spec reaching spawn is the zero spec: use a constructor$"
	}()
}`},
	{"parameter_of_a_func_literal", `
func a() {
	f := func(t *Task) { // want "is a parameter of a func literal"
		spawn(&Run{Task: t})
	}
	f(&Task{Spec: rootSpec()})
}`},
	{"helper_returning_a_literal", `
func mk() policy.TaskSpec { return policy.TaskSpec{MaxTurns: 4} }
func a() {
	spawn(&Run{Task: &Task{Spec: mk()}}) // want "is a result of mk, which returns a spec literal"
}`},
	{"recursive_helper", `
func mk(n int) policy.TaskSpec {
	if n == 0 {
		return rootSpec()
	}
	return mk(n - 1)
}
func a() {
	spawn(&Run{Task: &Task{Spec: mk(3)}}) // want "is a result of mk, which returns a spec from a recursive call of mk:"
}`},
	{"unmarshalled_spec", `
func a(data []byte) {
	t := &Task{Spec: rootSpec()}
	_ = enc.Unmarshal(data, t) // want "is a spec enc.Unmarshal may write"
	spawn(&Run{Task: t})
}`},
	{"field_of_a_value_filled_by_a_call", `
func load(s *Seed) {}
func a() {
	var seed Seed
	load(&seed)
	spawn(&Run{Task: &Task{Spec: seed.Spec}}) // want "^spec reaching spawn is seed.Spec, filled by load: "
}`},
	{"obligation_caller_passes_a_literal", `
func lane(t *Task) { spawn(&Run{Task: t}) }
func a() {
	lane(&Task{Spec: policy.TaskSpec{MaxTurns: 1}}) // want "^spec reaching lane is a spec literal"
}`},
	{"sink_used_as_a_value", `
func a() func(*Run) {
	return spawn // want "^spawn, a spawn path, used as a value: call it directly$"
}`},
	{"obligation_used_as_a_value", `
func lane(t *Task) { spawn(&Run{Task: t}) }
func hand(f func(*Task)) {}
func a() {
	hand(lane) // want "^lane, a spawn path, used as a value"
}`},
}

// policyKinds pins the kind of the findings of some policy cases, one
// case or more per kind the census reports.
var policyKinds = map[string]string{
	"map_lookup": kinds.SpecOriginUnfollowed,
	"comma_ok_lookup_whose_miss_is_not_checked": kinds.SpecOriginUnfollowed,
	"channel_receive":                                 kinds.SpecOriginUnfollowed,
	"channel_receive_in_a_select":                     kinds.SpecOriginUnfollowed,
	"captured_and_written_after_the_literal":          kinds.SpecCrossesFuncLiteral,
	"parameter_of_a_func_literal":                     kinds.SpecCrossesFuncLiteral,
	"helper_returning_a_literal":                      kinds.SpecNotConstructed, // the helper's own fault
	"unmarshalled_spec":                               kinds.SpecFilledOutOfView,
	"field_of_a_value_filled_by_a_call":               kinds.SpecFilledOutOfView,
	"obligation_caller_passes_a_literal":              kinds.SpecNotConstructed,
	"sink_used_as_a_value":                            kinds.SpawnPathUsedAsValue,
	"func_var_that_calls_no_carrier":                  kinds.SpecResultNotKnownClean,
	"interface_method_result":                         kinds.SpecOriginUnfollowed,
	"spec_literal_at_the_sink":                        kinds.SpecNotConstructed,
	"written_after_the_in_place_applier":              kinds.SeatWrittenAfterClamps,
	"holder_zeroed_through_an_alias":                  kinds.SpecNotConstructed,
	"literal_stored_through_a_pointer_to_the_field":   kinds.SpecNotConstructed,
	"seat_written_through_an_alias_after_the_applier": kinds.SeatWrittenAfterClamps,
	"clamped_on_some_paths_only":                      kinds.ClampsOnSomePaths,
}

// checkKinds fails on a finding whose category is not a kind the
// constructors analyzer reports, or, when want is set, not want.
func checkKinds(t *testing.T, diags []analysis.Diagnostic, want string) {
	t.Helper()
	for _, d := range diags {
		k, ok := kinds.Lookup(d.Category)
		switch {
		case !ok || k.Analyzer != "constructors":
			t.Errorf("finding of no constructors kind (category %q): %s", d.Category, d.Message)
		case want != "" && d.Category != want:
			t.Errorf("finding of kind %s, want %s: %s", d.Category, want, d.Message)
		}
	}
}

func TestPolicyCarrier(t *testing.T) {
	for _, tc := range policyCases {
		t.Run(tc.name, func(t *testing.T) {
			text := engineHeader + tc.src
			w, diags, _ := world(t,
				src{"example.com/policy", policySrc},
				src{"example.com/enc", encSrc},
				src{"example.com/eng", text})
			if len(diags["example.com/policy"]) > 0 {
				t.Errorf("findings in the carrier's package: %v", diags["example.com/policy"])
			}
			check(t, w.Fset, text, diags["example.com/eng"])
			checkKinds(t, diags["example.com/eng"], policyKinds[tc.name])
			if t.Failed() {
				t.Logf("case starts at line %d", strings.Count(engineHeader, "\n")+1)
			}
		})
	}
}
