package policytest

import (
	"fmt"
	"reflect"
)

// maxDepth bounds how deep clone and synth go, so that a cyclic value or
// a recursive type cannot loop.
const maxDepth = 16

// valuesOf returns xs as reflect values.
func valuesOf[S any](xs []S) []reflect.Value {
	out := make([]reflect.Value, len(xs))
	for i := range xs {
		out[i] = reflect.ValueOf(xs[i])
	}
	return out
}

// clone returns a settable deep copy of v: slices, maps and pointers are
// copied, not shared (unexported struct fields are copied as they are).
func clone(v reflect.Value) reflect.Value { return cloneDepth(v, 0) }

func cloneDepth(v reflect.Value, depth int) reflect.Value {
	out := reflect.New(v.Type()).Elem()
	out.Set(v)
	if depth > maxDepth {
		return out
	}
	switch v.Kind() {
	case reflect.Slice:
		if !v.IsNil() {
			s := reflect.MakeSlice(v.Type(), v.Len(), v.Len())
			for i := 0; i < v.Len(); i++ {
				s.Index(i).Set(cloneDepth(v.Index(i), depth+1))
			}
			out.Set(s)
		}
	case reflect.Map:
		if !v.IsNil() {
			m := reflect.MakeMapWithSize(v.Type(), v.Len())
			for it := v.MapRange(); it.Next(); {
				m.SetMapIndex(cloneDepth(it.Key(), depth+1), cloneDepth(it.Value(), depth+1))
			}
			out.Set(m)
		}
	case reflect.Pointer:
		if !v.IsNil() {
			p := reflect.New(v.Type().Elem())
			p.Elem().Set(cloneDepth(v.Elem(), depth+1))
			out.Set(p)
		}
	case reflect.Array:
		for i := 0; i < v.Len(); i++ {
			out.Index(i).Set(cloneDepth(v.Index(i), depth+1))
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() {
				out.Field(i).Set(cloneDepth(v.Field(i), depth+1))
			}
		}
	}
	return out
}

// synth makes up a non-zero value of type t (n tells values apart): true,
// n+2, "policytest-n", three elements for a list or a map. A type it
// cannot make a value of (a func, a channel, an interface) gets its zero
// value, which the probes skip.
func synth(t reflect.Type, n, depth int) reflect.Value {
	v := reflect.New(t).Elem()
	if depth > maxDepth {
		return v
	}
	switch t.Kind() {
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(int64(n%100 + 2))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		v.SetUint(uint64(n%100 + 2))
	case reflect.Float32, reflect.Float64:
		v.SetFloat(float64(n) + 1.5)
	case reflect.String:
		v.SetString(fmt.Sprintf("policytest-%d", n))
	case reflect.Slice:
		v.Set(reflect.MakeSlice(t, 3, 3))
		fallthrough
	case reflect.Array:
		for i := 0; i < v.Len(); i++ {
			v.Index(i).Set(synth(t.Elem(), 3*n+i, depth+1))
		}
	case reflect.Map:
		v.Set(reflect.MakeMap(t))
		for i := 0; i < 3; i++ {
			v.SetMapIndex(synth(t.Key(), 3*n+i, depth+1), synth(t.Elem(), 3*n+i, depth+1))
		}
	case reflect.Pointer:
		v.Set(reflect.New(t.Elem()))
		v.Elem().Set(synth(t.Elem(), n, depth+1))
	case reflect.Struct:
		for i := 0; i < t.NumField(); i++ {
			if t.Field(i).IsExported() {
				v.Field(i).Set(synth(t.Field(i).Type, n+i, depth+1))
			}
		}
	}
	return v
}

// scramble changes, in place, every element a spec shares by reference
// (the elements of a slice or a map, what a pointer points to), so that a
// child still holding the parent's memory shows it.
func scramble(v reflect.Value) {
	switch v.Kind() {
	case reflect.Slice:
		for i := 0; i < v.Len(); i++ {
			v.Index(i).Set(other(v.Index(i)))
		}
	case reflect.Map:
		for it := v.MapRange(); it.Next(); {
			v.SetMapIndex(it.Key(), other(it.Value()))
		}
	case reflect.Pointer:
		if !v.IsNil() {
			v.Elem().Set(other(v.Elem()))
		}
	}
}

// other returns a value of v's type that differs from v where it can:
// the zero value, or a made-up one when v is zero.
func other(v reflect.Value) reflect.Value {
	if v.IsZero() {
		return synth(v.Type(), 7, 0)
	}
	return reflect.Zero(v.Type())
}
