package flow

import (
	"fmt"
	"go/types"
)

// Roles is what the rules need to know about the clamp machinery, in go/types
// terms.
type Roles struct {
	Carrier *types.Func  // the carrier: func(source S) R; nil for source-only roles ([NewSourceRoles])
	Source  *types.Named // S, a named struct whose fields are the seats
	Seats   []*types.Var // S's fields in order
	Tighten *types.Func  // the tighten function func(spec T, tightening T) T; may be nil
	Spec    *types.Named // T; nil when neither the tighten function nor R names it
	Carried []*types.Var // the fields of T (promoted ones allowed) named like the seats
	// Restricting are the seats' restricting values, by seat: the one
	// literal a source may give a seat instead of reading it from the
	// parent. A seat without one takes no literal.
	Restricting map[*types.Var]Restricting

	// carriedBy maps a seat to the field of T that carries it, where T is
	// the tighten function's (nil otherwise: a spec type guessed from R
	// says nothing of which field carries a seat).
	carriedBy map[*types.Var]*types.Var
}

// Restricting is a seat's restricting value: a constant's exact string
// (constant.Value.ExactString), and its source text in the carrier's
// package (a constant's name, or the literal).
type Restricting struct {
	Exact, Text string
}

// Result returns R, the carrier's result type (nil if the carrier has none
// or is not known).
func (r *Roles) Result() types.Type {
	if r.Carrier == nil {
		return nil
	}
	res := r.Carrier.Signature().Results()
	if res.Len() != 1 {
		return nil
	}
	return res.At(0).Type()
}

// NewRoles derives the roles from the carrier and the tighten function (nil
// when none is in view). T is the tighten function's first parameter type;
// without one it is R itself when R is a named struct, or X when R is a
// func(*X). It fails when the carrier's one parameter is not a named struct S;
// a carrier without exactly one result has no R ([Roles.Result] is nil), so
// only the whole-source rule can be checked with its roles.
func NewRoles(carrier, tighten *types.Func) (*Roles, error) {
	sig := carrier.Signature()
	if sig.Params().Len() != 1 {
		return nil, fmt.Errorf("carrier %s does not take exactly one source", carrier.Name())
	}
	src, ok := types.Unalias(sig.Params().At(0).Type()).(*types.Named)
	if !ok {
		return nil, fmt.Errorf("carrier %s: source is not a named struct", carrier.Name())
	}
	st, ok := src.Underlying().(*types.Struct)
	if !ok {
		return nil, fmt.Errorf("carrier %s: source is not a named struct", carrier.Name())
	}
	r := &Roles{Carrier: carrier, Source: src, Tighten: tighten}
	for i := range st.NumFields() {
		r.Seats = append(r.Seats, st.Field(i))
	}
	r.setSpec(specType(tighten, r.Result()), tighten)
	return r, nil
}

// setSpec makes spec T and finds the field of T that carries each seat;
// tighten is the tighten function T comes from (nil: T is R's guess).
func (r *Roles) setSpec(spec *types.Named, tighten *types.Func) {
	r.Spec = spec
	if spec == nil {
		return
	}
	if tighten != nil {
		r.carriedBy = map[*types.Var]*types.Var{}
	}
	for _, seat := range r.Seats {
		obj, _, _ := types.LookupFieldOrMethod(spec, true, seat.Pkg(), seat.Name())
		if v, ok := obj.(*types.Var); ok && v.IsField() {
			r.Carried = append(r.Carried, v)
			if tighten != nil {
				r.carriedBy[seat] = v
			}
		}
	}
}

// SeatsKnown reports whether the field of the spec type that carries each
// seat is known: the spec type is the tighten function's.
func (r *Roles) SeatsKnown() bool { return r.carriedBy != nil }

// WithSpecOf gives source-only roles ([NewSourceRoles]) the spec type, and
// so the carried fields, of the carrier the source goes to and its tighten
// function (nil when none is in view), without making the carrier theirs.
func (r *Roles) WithSpecOf(carrier, tighten *types.Func) {
	if r.Carrier != nil || carrier == nil {
		return
	}
	full, err := NewRoles(carrier, tighten)
	if err != nil || !r.isSource(full.Source) {
		return
	}
	r.setSpec(full.Spec, tighten)
}

// NewSourceRoles returns the roles of a package that hands a source of type
// src to functions that carry it (their parameter obligations) but cannot
// name the carrier itself: only the whole-source rule can be checked with
// them. It fails when src is not a named struct.
func NewSourceRoles(src *types.Named) (*Roles, error) {
	st, ok := src.Underlying().(*types.Struct)
	if !ok {
		return nil, fmt.Errorf("source %s is not a named struct", src.Obj().Name())
	}
	r := &Roles{Source: src}
	for i := range st.NumFields() {
		r.Seats = append(r.Seats, st.Field(i))
	}
	return r, nil
}

// specType picks T: the tighten function's first parameter, else R when it
// is a named struct, else X when R is func(*X).
func specType(tighten *types.Func, result types.Type) *types.Named {
	if tighten != nil && tighten.Signature().Params().Len() > 0 {
		if n, ok := types.Unalias(tighten.Signature().Params().At(0).Type()).(*types.Named); ok {
			return n
		}
	}
	if result == nil {
		return nil
	}
	if n, ok := types.Unalias(result).(*types.Named); ok {
		if _, ok := n.Underlying().(*types.Struct); ok {
			return n
		}
	}
	if fs, ok := types.Unalias(result).Underlying().(*types.Signature); ok && fs.Params().Len() == 1 {
		if p, ok := types.Unalias(fs.Params().At(0).Type()).(*types.Pointer); ok {
			if n, ok := types.Unalias(p.Elem()).(*types.Named); ok {
				return n
			}
		}
	}
	return nil
}

// isCarried reports whether field is a carried seat of T.
func (r *Roles) isCarried(field *types.Var) bool {
	for _, c := range r.Carried {
		if c == field {
			return true
		}
	}
	return false
}

// isSpec reports whether t is T.
func (r *Roles) isSpec(t types.Type) bool {
	return r.Spec != nil && types.Identical(t, r.Spec)
}

// isSpecPtr reports whether t is *T.
func (r *Roles) isSpecPtr(t types.Type) bool {
	p, ok := types.Unalias(t).(*types.Pointer)
	return ok && r.isSpec(p.Elem())
}

// isResult reports whether t is R.
func (r *Roles) isResult(t types.Type) bool {
	res := r.Result()
	return res != nil && types.Identical(t, res)
}

// isSource reports whether t is S.
func (r *Roles) isSource(t types.Type) bool {
	return types.Identical(t, r.Source)
}
