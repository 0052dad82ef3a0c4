package policytest

import (
	"fmt"
	"reflect"
	"slices"
	"strconv"
)

// Engine describes an engine's clamp seats to the checks: its spec type,
// its clamp-source type, its carrier, the seats, and the values that probe
// them. An engine that defines its own carrier (as real engines do) fills
// one in and calls [Engine.CheckCarries] and [Engine.CheckKeepsOwn] on each
// of its child-spec constructors; [Policy] is the policy module's own.
//
// The checks read Spec and Source through reflection: both must be struct
// types, and every seat an exported field of both, of one type. Unexported
// fields of Spec are copied as they are, never varied.
type Engine[Spec, Source any] struct {
	// Seats names the clamp seats, in the order of the source's fields.
	Seats []string
	// Carry applies to spec the clamps the engine's carrier carries from
	// source; for package policy, policy.ChildClampSeats(source).Apply(spec).
	// It is the oracle: a constructor's child must be the child of the same
	// parent without its clamps, with Carry applied.
	Carry func(source Source, spec *Spec)
	// Strict holds every clamp seat at its restricting value (a list
	// longer than two entries where a seat is a list); its other fields are
	// ignored.
	Strict Spec
	// Misspelt holds, for each seat that has one, a value the engine does
	// not know and reads as the restricting one (a face "Roots"); the zero
	// value elsewhere. A constructor must pass it through the carrier, not
	// filter it.
	Misspelt Spec
	// Loose holds the loosest value of every clamp seat: a parent whose
	// values must never lift a child's own.
	Loose Spec
	// Samples are parents whose non-clamp fields the probes draw values
	// from, besides values the checks make up for each field's type (a
	// turn budget, an allow-list, a posture the engine knows); their clamp
	// seats are ignored.
	Samples []Spec
}

// CheckCarries checks that build, a child-spec constructor seen as a
// function of its parent's spec, carries the parent's clamps. It probes
// parents that vary every field of Spec: each non-clamp field alone and all
// together (values from Samples, and made-up ones such as lists of three
// entries), and under each of them every clamp seat alone, every misspelt
// seat alone, and all seats together. For each parent P:
//
//   - build(P) must equal build of P without its clamps, with the parent's
//     clamps carried onto it ([Engine.Carry]): so every seat travels, into
//     its own seat, whatever else the parent holds, and a misspelt value
//     travels as the restricting one;
//   - build never changes the parent it is handed, and changing a list of
//     the parent after the spawn never reaches the child (the carrier's
//     copy is taken at spawn).
//
// notCarried names seats the constructor's lane has no value for (its
// source writes the zero value there): a parent's clamp of such a seat must
// leave the child as an unclamped parent would. A name that is not a seat,
// and an Engine the checks cannot use, are fatal errors, so that a typo
// cannot silently exempt a seat. Each finding is reported once, with the
// first (simplest) parent that exposed it.
func (e Engine[Spec, Source]) CheckCarries(t T, build func(parent Spec) Spec, notCarried ...string) {
	t.Helper()
	l, err := e.layout()
	for _, name := range notCarried {
		if err == nil && !slices.Contains(e.Seats, name) {
			err = fmt.Errorf("policytest: not-carried seat %q is not a clamp seat (the seats are %v)", name, e.Seats)
		}
	}
	if err != nil {
		t.Fatalf("%v", err)
		return
	}
	r := reporter{t: t, seen: map[string]bool{}}
	for _, bg := range l.backgrounds(valuesOf(e.Samples)) {
		for _, p := range l.clampProbes(bg, reflect.ValueOf(e.Strict), reflect.ValueOf(e.Misspelt)) {
			e.checkChild(&r, l, build, p, bg, notCarried) // bg is p without its clamps
		}
		e.checkSpawnCopy(&r, l, build, l.with(bg, reflect.ValueOf(e.Strict), l.seats))
	}
}

// checkChild compares build(parent) with the oracle: the child of the
// unclamped parent with the parent's clamps carried onto it.
func (e Engine[Spec, Source]) checkChild(r *reporter, l layout, build func(Spec) Spec, parent, unclamped reflect.Value, notCarried []string) {
	r.t.Helper()
	want := build(clone(unclamped).Interface().(Spec))
	want = clone(reflect.ValueOf(want)).Interface().(Spec)
	e.Carry(l.sourceOf(parent, notCarried).Interface().(Source), &want)
	got := build(clone(parent).Interface().(Spec))
	gv, wv := reflect.ValueOf(got), reflect.ValueOf(want)
	differs := false
	for _, f := range l.fields() {
		if g, w := f.of(gv), f.of(wv); !reflect.DeepEqual(g.Interface(), w.Interface()) {
			differs = true
			r.once("carries "+f.name, "policytest: under parent %+v: the child's %s is %s, want %s (the child of the same parent without its clamps, with the parent's clamps carried onto it)", parent, f.name, show(g), show(w))
		}
	}
	if !differs && !reflect.DeepEqual(got, want) {
		r.once("carries unexported", "policytest: under parent %+v, the child's unexported fields differ from the child of the same parent without its clamps, with the parent's clamps carried onto it", parent)
	}
}

// checkSpawnCopy checks that build leaves its parent as it was, and that
// changing the parent's lists after the spawn never reaches the child.
func (e Engine[Spec, Source]) checkSpawnCopy(r *reporter, l layout, build func(Spec) Spec, parent reflect.Value) {
	r.t.Helper()
	handed := clone(parent)
	child := reflect.ValueOf(build(handed.Interface().(Spec)))
	// handed is a fresh copy whose lists are the very ones build saw.
	snapshot := clone(child)
	for _, f := range l.fields() {
		if h, p := f.of(handed), f.of(parent); !reflect.DeepEqual(h.Interface(), p.Interface()) {
			r.once("writes parent "+f.name, "policytest: build changed the %s of the parent it was handed: %s became %s", f.name, show(p), show(h))
		}
	}
	for _, f := range l.fields() {
		scramble(f.of(handed))
	}
	for _, f := range l.fields() {
		if now, then := f.of(child), f.of(snapshot); !reflect.DeepEqual(now.Interface(), then.Interface()) {
			r.once("shares "+f.name, "policytest: under parent %+v, changing the parent's lists after the spawn changed the child's %s from %s to %s: the child must hold a copy taken at spawn", parent, f.name, show(then), show(now))
		}
	}
}

// CheckKeepsOwn checks that a loose parent never lifts the child's own
// values: under every background parent of [Engine.CheckCarries], adding
// the [Engine.Loose] values of every clamp seat leaves every clamp seat of
// the child as it was. A constructor's own stricter value (a verifier's
// read-only hands, a fix leg's roots-confined writes) survives any parent;
// the parent's loose values never travel.
func (e Engine[Spec, Source]) CheckKeepsOwn(t T, build func(parent Spec) Spec) {
	t.Helper()
	l, err := e.layout()
	if err != nil {
		t.Fatalf("%v", err)
		return
	}
	r := reporter{t: t, seen: map[string]bool{}}
	loose := reflect.ValueOf(e.Loose)
	for _, bg := range l.backgrounds(valuesOf(e.Samples)) {
		lp := l.with(bg, loose, l.seats)
		plain := reflect.ValueOf(build(clone(bg).Interface().(Spec)))
		lifted := reflect.ValueOf(build(clone(lp).Interface().(Spec)))
		for _, f := range l.seats {
			if p, q := f.of(plain), f.of(lifted); !reflect.DeepEqual(p.Interface(), q.Interface()) {
				r.once("keeps "+f.name, "policytest: a loose parent changed the child's %s: %s under parent %+v, %s under %+v", f.name, show(p), bg, show(q), lp)
			}
		}
	}
}

// show formats a field's value for a finding: a string quoted (so that an
// unset face reads "", not nothing), anything else as %+v does.
func show(v reflect.Value) string {
	if v.Kind() == reflect.String {
		return strconv.Quote(v.String())
	}
	return fmt.Sprintf("%+v", v)
}

// reporter reports each finding once.
type reporter struct {
	t    T
	seen map[string]bool
}

func (r *reporter) once(key, format string, args ...any) {
	r.t.Helper()
	if !r.seen[key] {
		r.seen[key] = true
		r.t.Errorf(format, args...)
	}
}
