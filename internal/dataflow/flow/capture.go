package flow

import (
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"
)

// A func literal that captures the spec may run at any time: deferred,
// handed to a framework, started as a goroutine. What it writes through
// the captured variable is not followed, so capturing the spec is an
// escape. A literal that only reads the spec cannot loosen it, whenever it
// runs: logging it, measuring a list seat, copying a field out. That is
// the common shape (defer func() { log(spec) }()), and no escape.

// readOnlyCapture reports whether the func literal that mc makes only
// reads the variable bound at binding i: it loads the spec or its fields
// and never stores into them, never hands their address on, and writes
// no element of a seat that holds a slice or a map (Elements.Writes).
func (c *Checker) readOnlyCapture(mc *ssa.MakeClosure, i int) bool {
	fn, ok := mc.Fn.(*ssa.Function)
	if !ok || i >= len(fn.FreeVars) {
		return false
	}
	return c.readsOnly(fn.FreeVars[i], 0)
}

// readsOnly reports whether every use of addr, the address of the spec or
// of a field below it, is a load whose value is only read.
func (c *Checker) readsOnly(addr ssa.Value, depth int) bool {
	if depth > 8 {
		return false
	}
	for _, ref := range Referrers(addr) {
		switch r := ref.(type) {
		case *ssa.UnOp:
			if r.Op != token.MUL || !c.valueRead(r, 0) {
				return false
			}
		case *ssa.FieldAddr:
			if !c.readsOnly(r, depth+1) {
				return false
			}
		case *ssa.DebugRef:
		default:
			return false
		}
	}
	return true
}

// valueRead reports whether v, a value loaded from the spec (a copy), is
// only read: a copy carries no write back, except into the elements of a
// slice or a map it shares with the spec. A struct copy may have its
// fields read and be converted to an interface (formatted, logged); handed
// to a call as it is, it is not known read (the callee may write a list
// seat's elements).
func (c *Checker) valueRead(v ssa.Value, depth int) bool {
	if HoldsElements(v.Type()) {
		return len(c.elems.Writes(v)) == 0
	}
	switch v.Type().Underlying().(type) {
	case *types.Basic:
		return true // a bool, a string, a number: a value of its own
	case *types.Struct:
	default:
		return false // a pointer, a func, an interface: it may reach the spec's memory
	}
	if depth > 8 {
		return false
	}
	for _, ref := range Referrers(v) {
		switch r := ref.(type) {
		case *ssa.Field:
			if !c.valueRead(r, depth+1) {
				return false
			}
		case *ssa.MakeInterface, *ssa.DebugRef:
		default:
			return false
		}
	}
	return true
}

// Captures returns the free variables of the func literal mc makes that v
// is bound to (one, unless v is bound twice).
func Captures(mc *ssa.MakeClosure, v ssa.Value) []*ssa.FreeVar {
	fn, ok := mc.Fn.(*ssa.Function)
	if !ok {
		return nil
	}
	var out []*ssa.FreeVar
	for i, b := range mc.Bindings {
		if b == v && i < len(fn.FreeVars) {
			out = append(out, fn.FreeVars[i])
		}
	}
	return out
}

// Makers returns the instructions that make fn, a func literal, a
// closure (none for a literal that captures nothing, which is a plain
// function value).
func Makers(fn *ssa.Function) []*ssa.MakeClosure {
	var out []*ssa.MakeClosure
	for _, r := range Referrers(fn) {
		if mc, ok := r.(*ssa.MakeClosure); ok && mc.Fn == ssa.Value(fn) {
			out = append(out, mc)
		}
	}
	return out
}

// Binding is what a maker of a func literal binds to one of its free
// variables.
type Binding struct {
	Make  *ssa.MakeClosure
	Value ssa.Value
}

// Bindings lists what every maker of fv's func literal binds to fv, in
// the makers' order; none when the literal is not made in view.
func Bindings(fv *ssa.FreeVar) []Binding {
	fn := fv.Parent()
	idx := slices.Index(fn.FreeVars, fv)
	var out []Binding
	for _, mc := range Makers(fn) {
		if idx >= 0 && idx < len(mc.Bindings) {
			out = append(out, Binding{mc, mc.Bindings[idx]})
		}
	}
	return out
}
