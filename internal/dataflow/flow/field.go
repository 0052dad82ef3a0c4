package flow

import (
	"fmt"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// fieldLoc is the spec field of a local struct variable: the output of a
// constructor that returns a struct of its own holding the spec (type Spec
// struct{ policy.TaskSpec; Prompt string }) and applies the clamps to
// &spec.TaskSpec. Every address of that field (one *ssa.FieldAddr per
// expression) is this one location, so it is tracked like a local spec.
// It implements ssa.Value only to serve as a location key.
type fieldLoc struct {
	base  ssa.Value // the *ssa.Alloc of the struct
	field int       // the index of the spec field in the struct
}

func (l fieldLoc) Name() string   { return fmt.Sprintf("%s.#%d", l.base.Name(), l.field) }
func (l fieldLoc) String() string { return "&" + l.Name() }
func (l fieldLoc) Type() types.Type {
	st := l.base.Type().Underlying().(*types.Pointer).Elem().Underlying().(*types.Struct)
	return types.NewPointer(st.Field(l.field).Type())
}
func (l fieldLoc) Parent() *ssa.Function         { return l.base.Parent() }
func (l fieldLoc) Referrers() *[]ssa.Instruction { return nil }
func (l fieldLoc) Pos() token.Pos                { return l.base.Pos() }

// canon returns the location v addresses: the field location for the
// address of a spec field of a local struct, v itself otherwise.
func (c *Checker) canon(v ssa.Value) ssa.Value {
	fa, ok := v.(*ssa.FieldAddr)
	if !ok || !c.roles.isSpecPtr(fa.Type()) {
		return v
	}
	if _, local := fa.X.(*ssa.Alloc); local {
		return fieldLoc{base: fa.X, field: fa.Field}
	}
	return v
}

// specField returns the index of W's direct field of the spec type (an
// embedded one included) when t is a struct type W other than the spec,
// or -1.
func (c *Checker) specField(t types.Type) int {
	if c.roles.Spec == nil || c.roles.isSpec(t) {
		return -1
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return -1
	}
	for i := range st.NumFields() {
		if c.roles.isSpec(st.Field(i).Type()) {
			return i
		}
	}
	return -1
}

// specFields are the indices of t's fields of the spec type, first the
// one specField found; just first when it is -1 (t is no holder).
func (c *Checker) specFields(t types.Type, first int) []int {
	out := []int{first}
	st, ok := t.Underlying().(*types.Struct)
	if first < 0 || !ok {
		return out
	}
	for i := first + 1; i < st.NumFields(); i++ {
		if c.roles.isSpec(st.Field(i).Type()) {
			out = append(out, i)
		}
	}
	return out
}

// holderLocation returns the field location of a returned holder value:
// a load of a local struct whose spec field is field; nil otherwise.
func (c *Checker) holderLocation(v ssa.Value, field int) ssa.Value {
	ld, ok := v.(*ssa.UnOp)
	if !ok || ld.Op != token.MUL {
		return nil
	}
	a, ok := ld.X.(*ssa.Alloc)
	if !ok {
		return nil
	}
	return fieldLoc{base: a, field: field}
}

// touches reports whether v addresses o or, for a field location, the
// struct that holds it (a callee given the struct may write the spec).
func (c *Checker) touches(v, o ssa.Value) bool {
	if _, ok := c.seatPath(v, o, false); ok {
		return true
	}
	if fl, ok := o.(fieldLoc); ok {
		_, ok := c.seatPath(v, fl.base, false)
		f := c.fieldOf(v, fl.base)
		return ok && (f < 0 || f == fl.field)
	}
	return false
}

// fieldOf is, for an address v derived from base, the index of the field
// of base it lies in, or -1 when it is base itself or derived from it
// otherwise: a holder of several specs hands one to a call (the clamps'
// Apply) without touching the others.
func (c *Checker) fieldOf(v, base ssa.Value) int {
	for range 64 {
		switch x := v.(type) {
		case *ssa.FieldAddr:
			if x.X == base || c.canon(x.X) == base {
				return x.Field
			}
			v = x.X
		case *ssa.IndexAddr:
			v = x.X
		default:
			return -1
		}
	}
	return -1
}
