package flow

import (
	"fmt"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/internal/kinds"
)

// policyCases run against a policy-like carrier package.
var policyCases = []struct{ name, src string }{
	// passing
	{"own_stricter_values_before_the_clamps", `
func ctorOwn(p policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{MaxTurns: 3}
	spec.WriteFace = "roots"
	spec.ReadDenyPatterns = append(spec.ReadDenyPatterns, policy.Entry{Rule: "x"})
	policy.Carry(whole(p)).Apply(&spec)
	spec.MaxTurns = 4
	return spec
}`},
	{"tighten_after_the_clamps", `
func ctorTighten(p, leg policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{}
	policy.Carry(whole(p)).Apply(&spec)
	spec = policy.Tighten(spec, leg)
	return spec
}`},
	{"error_path_returns_a_zero_spec", `
func ctorErr(p *policy.TaskSpec) (policy.TaskSpec, error) {
	if p == nil {
		return policy.TaskSpec{}, errors.New("no parent")
	}
	spec := policy.TaskSpec{MaxTurns: 2}
	policy.Carry(whole(*p)).Apply(&spec)
	return spec, nil
}`},
	{"clamps_on_every_branch", `
func ctorBranches(p policy.TaskSpec, x bool) policy.TaskSpec {
	var spec policy.TaskSpec
	if x {
		spec.MaxTurns = 1
		policy.Carry(whole(p)).Apply(&spec)
	} else {
		policy.Carry(whole(p)).Apply(&spec)
	}
	return spec
}`},
	{"carrier_result_kept_and_applied_later", `
func ctorLater(p policy.TaskSpec) policy.TaskSpec {
	clamps := policy.Carry(whole(p))
	spec := policy.TaskSpec{}
	spec.WriteFace = "roots"
	clamps.Apply(&spec)
	return spec
}`},
	{"clamp_producer", `
func producer(p policy.TaskSpec) policy.Clamps {
	return policy.Carry(whole(p))
}`},
	{"in_place_applier_and_its_caller", `
func inPlace(p policy.TaskSpec, spec *policy.TaskSpec) {
	spec.MaxTurns = 3
	clamps := policy.Carry(whole(p))
	clamps.Apply(spec)
}
func ctorCallsInPlace(p policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{MaxTurns: 1}
	inPlace(p, &spec)
	return spec
}`},
	{"seats_and_tighten_with_the_seats", `
func ctorSeats(p policy.TaskSpec) policy.TaskSpec {
	return policy.Carry(whole(p)).Seats()
}
func ctorTightenSeats(p policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{MaxTurns: 5}
	spec = policy.Tighten(spec, policy.Carry(whole(p)).Seats())
	return spec
}`},
	{"panicking_paths_are_not_returns", `
func die() { panic("unreachable") }
func ctorPanics(p policy.TaskSpec, x, y, z bool) policy.TaskSpec {
	spec := policy.TaskSpec{}
	if x {
		panic("bad")
	}
	if y {
		log.Fatal("bad")
	}
	if z {
		die()
	}
	policy.Carry(whole(p)).Apply(&spec)
	return spec
}`},
	{"helper_returning_a_whole_literal", `
func mk(p policy.TaskSpec, x bool) policy.Source {
	if x {
		return policy.Source{HandsReadOnly: true, WriteFace: p.WriteFace, ReadDenyPatterns: nil}
	}
	return whole(p)
}
func ctorHelper(p policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{}
	src := mk(p, true)
	policy.Carry(src).Apply(&spec)
	return spec
}`},
	{"holder_struct_clamped_in_its_field", `
type Holder struct {
	policy.TaskSpec
	Prompt string
}
func ctorHolder(p policy.TaskSpec) Holder {
	h := Holder{Prompt: "x"}
	h.MaxTurns = 3
	policy.Carry(whole(p)).Apply(&h.TaskSpec)
	h.Prompt = "y"
	return h
}`},
	// failing
	{"holder_struct_loosened_or_skipped", `
type Holder2 struct {
	Spec   policy.TaskSpec
	Prompt string
}
func note(h *Holder2) {}
func ctorHolderLoose(p policy.TaskSpec) Holder2 {
	var h Holder2
	policy.Carry(whole(p)).Apply(&h.Spec)
	h.Spec.WriteFace = "host" // want "^WriteFace written after the clamps were applied"
	return h
}
func ctorHolderOnePath(p policy.TaskSpec, x bool) Holder2 {
	var h Holder2
	if x {
		policy.Carry(whole(p)).Apply(&h.Spec)
	}
	return h // want "^clamps not applied on every path"
}
func ctorHolderEscapes(p policy.TaskSpec) Holder2 {
	var h Holder2
	policy.Carry(whole(p)).Apply(&h.Spec)
	note(&h) // want "^spec passed to eng.note after the clamps were applied"
	return h
}
func ctorHolderReplaced(p policy.TaskSpec) Holder2 {
	var h Holder2
	policy.Carry(whole(p)).Apply(&h.Spec)
	h = Holder2{} // want "^a new spec stored after the clamps were applied"
	return h
}`},
	{"write_after_apply", `
func ctorWrite(p policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{}
	policy.Carry(whole(p)).Apply(&spec)
	spec.WriteFace = "host" // want "^WriteFace written after the clamps were applied: write it before applying them$"
	return spec
}`},
	{"nested_write_into_a_seat_after_apply", `
func ctorNested(p policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{ReadDenyPatterns: []policy.Entry{{}}}
	policy.Carry(whole(p)).Apply(&spec)
	spec.ReadDenyPatterns[0] = policy.Entry{} // want "^ReadDenyPatterns written after the clamps"
	return spec
}`},
	{"apply_on_one_path", `
func ctorOnePath(p policy.TaskSpec, x bool) policy.TaskSpec {
	spec := policy.TaskSpec{}
	if x {
		policy.Carry(whole(p)).Apply(&spec)
	}
	return spec // want "^clamps not applied on every path to this return: apply them after the last branch$"
}`},
	{"apply_under_if_false", `
func ctorIfFalse(p policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{}
	if false {
		policy.Carry(whole(p)).Apply(&spec)
	}
	return spec // want "^clamps not applied on every path"
}`},
	{"apply_in_a_never_called_closure", `
func ctorClosure(p policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{}
	f := func() { policy.Carry(whole(p)).Apply(&spec) } // want "^spec captured by a closure" "^carrier result lost in a func literal in ctorClosure: return a policy.TaskSpec or the clamps$"
	_ = f
	return spec // want "^carrier result never applied to the spec"
}`},
	{"apply_to_a_copy", `
func ctorCopy(p policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{MaxTurns: 1}
	cp := spec
	policy.Carry(whole(p)).Apply(&cp)
	return spec // want "^clamps applied to a copy of the spec, not the returned value: apply them to the spec returned$"
}`},
	{"result_kept_but_never_applied", `
func ctorKept(p policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{}
	c := policy.Carry(whole(p))
	_ = c
	return spec // want "^carrier result never applied to the spec: call its Apply \\(or the tighten function\\) on the output$"
}`},
	{"a_fresh_spec_returned", `
func ctorFresh(p policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{}
	policy.Carry(whole(p)).Apply(&spec)
	return policy.TaskSpec{MaxTurns: 1} // want "^returns a spec that the clamps never reached"
}`},
	{"spec_passed_to_another_call_after_apply", `
func loosen(s *policy.TaskSpec) { s.WriteFace = "host" }
func ctorPassed(p policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{}
	policy.Carry(whole(p)).Apply(&spec)
	loosen(&spec) // want "^spec passed to eng.loosen after the clamps were applied: it may write a seat$"
	return spec
}`},
	{"in_place_write_after_apply", `
func inPlaceBad(p policy.TaskSpec, spec *policy.TaskSpec) {
	policy.Carry(whole(p)).Apply(spec)
	spec.HandsReadOnly = false // want "^HandsReadOnly written after"
}`},
	{"apply_in_a_deferred_closure", `
func deferredApply(p policy.TaskSpec) (spec policy.TaskSpec) {
	defer func() { policy.Carry(whole(p)).Apply(&spec) }() // want "^clamps made in a deferred func literal are not followed: make and apply them before returning$"
	return spec
}`},
	{"apply_in_a_deferred_closure_that_captures_nothing", `
var kept policy.Clamps
func deferredKeep(p policy.TaskSpec) {
	defer func() { kept = policy.Carry(whole(p)) }() // want "^clamps made in a deferred func literal are not followed"
}`},
	{"deferred_apply_clamps_the_named_result", `
func deferApply(p policy.TaskSpec) (spec policy.TaskSpec) {
	defer policy.Carry(whole(p)).Apply(&spec)
	return spec
}`},
	{"pointer_output_from_elsewhere", `
var stored = new(policy.TaskSpec)
func ptrElsewhere(p policy.TaskSpec) *policy.TaskSpec {
	s := stored
	policy.Carry(whole(p)).Apply(s)
	return s // want "^returns a pointer whose spec cannot be followed"
}`},
	{"pointer_output_clamped", `
func ptrClamped(p policy.TaskSpec) *policy.TaskSpec {
	s := &policy.TaskSpec{MaxTurns: 2}
	policy.Carry(whole(p)).Apply(s)
	return s
}`},
	{"fan_out_from_elsewhere", `
var saved []policy.TaskSpec
func fanElsewhere(p policy.TaskSpec) []policy.TaskSpec {
	var s policy.TaskSpec
	policy.Carry(whole(p)).Apply(&s)
	_ = s
	return saved // want "^returns specs whose elements cannot be followed"
}`},
	{"fan_out_clamped", `
func fanClamped(p policy.TaskSpec, n int) []policy.TaskSpec {
	var out []policy.TaskSpec
	for range n {
		var s policy.TaskSpec
		policy.Carry(whole(p)).Apply(&s)
		out = append(out, s)
	}
	return out
}`},
	{"deferred_widening_runs_after_the_clamps", `
func widen(s *policy.TaskSpec) { s.WriteFace = "host" }
func deferWiden(p policy.TaskSpec) (spec policy.TaskSpec) {
	defer widen(&spec) // want "^spec passed to deferred .*widen, run after the clamps"
	policy.Carry(whole(p)).Apply(&spec)
	return spec
}`},
	{"producer_returning_other_clamps", `
func producerBad(p policy.TaskSpec) policy.Clamps {
	var other policy.Clamps
	policy.Carry(whole(p)).Apply(nil)
	return other // want "^returns clamps that are not the carrier's result"
}`},
	{"carrier_without_output", `
func noOutput(p policy.TaskSpec) {
	policy.Carry(whole(p)).Apply(nil) // want "^carrier result lost in noOutput"
}`},
	{"source_cleared_before_the_call", `
func srcCleared(p policy.TaskSpec) policy.Clamps {
	src := whole(p)
	lit := policy.Source{HandsReadOnly: true, WriteFace: "", ReadDenyPatterns: p.ReadDenyPatterns}
	lit.ReadDenyPatterns = nil
	_ = src
	return policy.Carry(lit) // want "^seat ReadDenyPatterns cleared before the carrier call"
}`},
	{"source_from_a_map_lookup", `
func srcMap(m map[string]policy.Source) policy.Clamps {
	return policy.Carry(m["a"]) // want "^carrier source is a map lookup"
}`},
	{"source_from_a_comma_ok_assertion", `
func srcAssert(v any) policy.Clamps {
	s, _ := v.(policy.Source)
	return policy.Carry(s) // want "^carrier source is a type assertion"
}`},
	{"source_from_a_receive", `
func srcRecv(c chan policy.Source) policy.Clamps {
	return policy.Carry(<-c) // want "^carrier source is a channel receive \\(<-c\\): pass a keyed literal$"
}`},
	{"source_from_a_comma_ok_receive", `
func srcRecvOk(lanes map[string]chan policy.Source) policy.Clamps {
	s, _ := <-lanes["verify"]
	return policy.Carry(s) // want "^carrier source is a channel receive \\(<-lanes\\[\"verify\"\\]\\): pass a keyed literal$"
}`},
	{"source_from_a_select_receive", `
func srcSelect(c, d chan policy.Source) policy.Clamps {
	var s policy.Source
	select {
	case s = <-c:
	case s = <-d:
	}
	return policy.Carry(s) // want "^carrier source is a channel receive \\(<-c\\): pass a keyed literal$"
}`},
	{"source_filled_by_json_unmarshal", `
func srcJSON(b []byte) policy.Clamps {
	src := policy.Source{HandsReadOnly: true, WriteFace: "roots", ReadDenyPatterns: nil}
	_ = json.Unmarshal(b, &src)
	return policy.Carry(src) // want "^source passed to json.Unmarshal before the carrier call; it may overwrite seats$"
}`},
	{"source_is_a_generic_zero", `
func zero[T any]() T {
	var t T
	return t
}
func srcGeneric() policy.Clamps {
	return policy.Carry(zero[policy.Source]()) // want "^carrier source is a result of generic"
}`},
	{"source_is_a_zero_var", `
func srcVar(x bool) policy.Clamps {
	var s policy.Source
	if x {
		s = policy.Source{HandsReadOnly: true, WriteFace: "", ReadDenyPatterns: nil}
	}
	return policy.Carry(s) // want "^carrier source is the zero value"
}`},
	{"source_from_a_helper_that_clears_a_seat", `
func mkBad(p policy.TaskSpec) policy.Source {
	s := whole(p)
	s.WriteFace = ""
	return s
}
func srcHelper(p policy.TaskSpec) policy.Clamps {
	return policy.Carry(mkBad(p)) // want "^carrier source from mkBad is not always whole: seat WriteFace cleared before the carrier call"
}`},
	{"source_from_a_helper_that_returns_its_parameter", `
func relay(s policy.Source) policy.Source { return s }
func srcRelay(m map[string]policy.Source) policy.Clamps {
	return policy.Carry(relay(m["x"])) // want "^carrier source from relay is not always whole: returns its parameter: return a keyed literal$"
}`},
	{"source_from_a_func_value", `
func srcFuncValue(f func() policy.Source) policy.Clamps {
	return policy.Carry(f()) // want "^carrier source is a func value call"
}`},
}

func TestPolicyCarrier(t *testing.T) {
	for _, tc := range policyCases {
		t.Run(tc.name, func(t *testing.T) {
			w := newWorld()
			pol := w.add(t, "example.com/policy", policySrc)
			w.add(t, "eng", engineHeader+tc.src)
			r, err := NewRoles(funcObj(t, pol, "Carry"), funcObj(t, pol, "Tighten"))
			if err != nil {
				t.Fatal(err)
			}
			fs, _ := run(w, w.build("eng"), r)
			check(t, w.fset, fs, expectations(t, tc.src, lineOf(engineHeader)))
			for _, f := range fs {
				// The kind is set where the finding is made: one left
				// out there reaches the analyzers without a category.
				if _, ok := kinds.Lookup(f.Kind); !ok {
					t.Errorf("finding of no kind (%q): %s", f.Kind, f.Message)
				}
			}
		})
	}
}

// TestHelperFaultIsAStep pins that a source from a helper that is not
// whole has a step inside the helper, at the helper's fault, following the
// source's step: the message names no position, so the path must lead the
// reader there.
func TestHelperFaultIsAStep(t *testing.T) {
	src := `
func mkBad(p policy.TaskSpec) policy.Source {
	s := whole(p)
	s.WriteFace = ""
	return s
}
func srcHelper(p policy.TaskSpec) policy.Clamps {
	return policy.Carry(mkBad(p))
}`
	w := newWorld()
	pol := w.add(t, "example.com/policy", policySrc)
	w.add(t, "eng", engineHeader+src)
	r, err := NewRoles(funcObj(t, pol, "Carry"), funcObj(t, pol, "Tighten"))
	if err != nil {
		t.Fatal(err)
	}
	fs, _ := run(w, w.build("eng"), r)
	first := lineOf(engineHeader)
	helper := [2]int{first + 1, first + 5} // mkBad's lines
	var got []string
	for _, f := range fs {
		for _, rel := range f.Related {
			got = append(got, fmt.Sprintf("%d %q after %d", w.fset.Position(rel.Pos).Line-first, rel.What, w.fset.Position(rel.After).Line-first))
			l := w.fset.Position(rel.Pos).Line
			if rel.After.IsValid() && helper[0] <= l && l <= helper[1] && strings.HasPrefix(rel.What, "mkBad returns a source that is not whole") &&
				w.fset.Position(rel.After).Line == first+7 {
				return
			}
		}
	}
	t.Errorf("no step inside mkBad following the source's step; related: %q", got)
}
