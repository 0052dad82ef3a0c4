package policytest

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
)

// field is an exported field of a spec or source struct, reached through
// embedded structs (never through a pointer).
type field struct {
	name  string
	index []int
}

func (f field) of(v reflect.Value) reflect.Value { return v.FieldByIndex(f.index) }

// layout is what the checks know of an Engine's types.
type layout struct {
	spec, source reflect.Type
	seats        []field // the clamp seats, in Spec
	srcSeats     []field // the same seats, in Source
	others       []field // every other exported field of Spec
}

// layout reads and checks e: the types, the seats, Strict, and that the
// carrier carries Strict whole (else the oracle would excuse a constructor
// that drops what the carrier drops).
func (e Engine[Spec, Source]) layout() (layout, error) {
	var l layout
	l.spec, l.source = reflect.TypeFor[Spec](), reflect.TypeFor[Source]()
	switch {
	case l.spec.Kind() != reflect.Struct || l.source.Kind() != reflect.Struct:
		return l, fmt.Errorf("policytest: Engine[%s, %s]: the spec and the source must be struct types", l.spec, l.source)
	case e.Carry == nil:
		return l, errors.New("policytest: Engine.Carry is nil: give the engine's carrier, applied to the spec")
	case len(e.Seats) == 0:
		return l, errors.New("policytest: Engine.Seats is empty: name the clamp seats")
	}
	specFields, srcFields := fieldsOf(l.spec), fieldsOf(l.source)
	for i, name := range e.Seats {
		s, inSpec := lookup(specFields, name)
		o, inSource := lookup(srcFields, name)
		switch {
		case slices.Contains(e.Seats[:i], name):
			return l, fmt.Errorf("policytest: clamp seat %s is named twice", name)
		case !inSpec || !inSource:
			return l, fmt.Errorf("policytest: clamp seat %s is not an exported field of both %s and %s", name, l.spec, l.source)
		case l.spec.FieldByIndex(s.index).Type != l.source.FieldByIndex(o.index).Type:
			return l, fmt.Errorf("policytest: clamp seat %s has one type in %s and another in %s", name, l.spec, l.source)
		}
		l.seats, l.srcSeats = append(l.seats, s), append(l.srcSeats, o)
	}
	for _, f := range specFields {
		if !slices.Contains(e.Seats, f.name) {
			l.others = append(l.others, f)
		}
	}
	strict := reflect.ValueOf(e.Strict)
	var carried Spec
	e.Carry(l.sourceOf(strict, nil).Interface().(Source), &carried)
	return l, l.checkStrict(strict, reflect.ValueOf(carried))
}

// checkStrict checks that Strict clamps every seat and that the carrier
// carried each onto a spec that stated nothing.
func (l layout) checkStrict(strict, carried reflect.Value) error {
	for _, f := range l.seats {
		switch {
		case f.of(strict).IsZero():
			return fmt.Errorf("policytest: Engine.Strict leaves clamp seat %s at its zero value: give it the seat's restricting value (teach policytest the seat's type)", f.name)
		case f.of(carried).IsZero():
			return fmt.Errorf("policytest: the engine's carrier does not carry clamp seat %s of Engine.Strict (%+v)", f.name, f.of(strict))
		}
	}
	return nil
}

// fieldsOf lists the exported fields of struct type t, walking into
// embedded structs (not pointers) as encoding/json promotes them; an
// embedded struct is not a field itself.
func fieldsOf(t reflect.Type) []field {
	var out []field
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		switch {
		case f.Anonymous && f.Type.Kind() == reflect.Struct:
			for _, inner := range fieldsOf(f.Type) {
				out = append(out, field{inner.name, append([]int{i}, inner.index...)})
			}
		case f.IsExported():
			out = append(out, field{f.Name, []int{i}})
		}
	}
	return out
}

func lookup(fields []field, name string) (field, bool) {
	for _, f := range fields {
		if f.name == name {
			return f, true
		}
	}
	return field{}, false
}

// fields returns every field the checks compare: the seats, then the rest.
func (l layout) fields() []field { return append(slices.Clip(l.seats), l.others...) }

// sourceOf is the clamp source of parent: each seat copied from the
// parent, except the seats not carried, left zero.
func (l layout) sourceOf(parent reflect.Value, notCarried []string) reflect.Value {
	src := reflect.New(l.source)
	for i, f := range l.seats {
		if !slices.Contains(notCarried, f.name) {
			l.srcSeats[i].of(src.Elem()).Set(clone(f.of(parent)))
		}
	}
	return src.Elem()
}

// with returns a fresh copy of base whose fields fs are copies of from's.
func (l layout) with(base, from reflect.Value, fs []field) reflect.Value {
	out := clone(base)
	for _, f := range fs {
		f.of(out).Set(clone(f.of(from)))
	}
	return out
}

// backgrounds returns the parents the probes start from, clamping
// nothing: the zero spec, each non-clamp field alone at each of its
// values, and all of them together at their first and at their last
// values.
func (l layout) backgrounds(samples []reflect.Value) []reflect.Value {
	zero := reflect.New(l.spec).Elem()
	out := []reflect.Value{zero}
	first, last := clone(zero), clone(zero)
	for n, f := range l.others {
		vals := values(l.spec.FieldByIndex(f.index).Type, f, samples, n)
		for _, v := range vals {
			b := clone(zero)
			f.of(b).Set(v)
			out = append(out, b)
		}
		if len(vals) > 0 {
			f.of(first).Set(clone(vals[0]))
			f.of(last).Set(clone(vals[len(vals)-1]))
		}
	}
	return append(out, first, last)
}

// values returns the distinct non-zero values of f in the samples, then
// one made up for its type t (n keeps made-up values of fields apart).
func values(t reflect.Type, f field, samples []reflect.Value, n int) []reflect.Value {
	var out []reflect.Value
	add := func(v reflect.Value) {
		for _, o := range out {
			if reflect.DeepEqual(o.Interface(), v.Interface()) {
				return
			}
		}
		if !v.IsZero() {
			out = append(out, clone(v))
		}
	}
	for _, s := range samples {
		add(f.of(s))
	}
	add(synth(t, n, 0))
	return out
}

// clampProbes returns the parents that clamp under bg: every seat alone,
// every misspelt seat alone, every seat together, and every seat together
// with the misspelt values where there are some.
func (l layout) clampProbes(bg, strict, misspelt reflect.Value) []reflect.Value {
	out := []reflect.Value{bg}
	allMisspelt := l.with(bg, strict, l.seats)
	for _, f := range l.seats {
		out = append(out, l.with(bg, strict, []field{f}))
		if !f.of(misspelt).IsZero() {
			out = append(out, l.with(bg, misspelt, []field{f}))
			f.of(allMisspelt).Set(clone(f.of(misspelt)))
		}
	}
	return append(out, l.with(bg, strict, l.seats), allMisspelt)
}
