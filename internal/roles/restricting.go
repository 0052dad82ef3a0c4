package roles

import (
	"go/ast"
	"go/types"

	"github.com/sema-agent/clampvet/internal/directive"
	"github.com/sema-agent/clampvet/internal/exprshape"
	"github.com/sema-agent/clampvet/internal/kinds"
	"golang.org/x/tools/go/analysis"
)

// Restricting is the //clampvet:restricting var declared in the package:
// each seat's restricting value, the one literal a construction may write
// in that seat instead of reading it from the parent.
type Restricting struct {
	Found directive.Found
	// Values are the restricting values by seat (a field of the carrier's
	// source); a seat the literal gives nil, or omits, has none.
	Values map[*types.Var]SeatValue
	// Problems are every way the var departs from a keyed literal of the
	// source whose values are constants or nil (clampseats reports them).
	Problems Problems
}

// readRestricting reads the restricting values: a keyed composite literal
// of the carrier's source, declared beside the carrier, each value a
// constant or nil. It may leave seats out (a seat of a type without nil
// that has no restricting value): they have none.
func readRestricting(pass *analysis.Pass, f directive.Found, c *Carrier) *Restricting {
	r := &Restricting{Found: f, Values: map[*types.Var]SeatValue{}}
	name := f.Name.Name
	switch {
	case c == nil:
		r.Problems.rangef(kinds.RestrictingShape, f.Name, "restricting values %s have no carrier: declare them beside the //clampvet:carrier func", name)
		return r
	case c.Source == nil:
		return r // a carrier whose source cannot be read has its own finding
	case f.Value == nil:
		r.Problems.rangef(kinds.RestrictingShape, f.Name, "restricting values %s have no initializer: expected a keyed %s literal", name, typeString(pass.Pkg, c.Source.Named))
		return r
	}
	lit, ok := ast.Unparen(f.Value).(*ast.CompositeLit)
	if !ok || !types.Identical(pass.TypesInfo.TypeOf(lit), c.Source.Named) {
		r.Problems.rangef(kinds.RestrictingShape, f.Value, "restricting values %s are initialized with %s: expected a keyed %s literal",
			name, exprshape.Describe(pass.TypesInfo, f.Value), typeString(pass.Pkg, c.Source.Named))
		return r
	}
	for _, elt := range lit.Elts {
		r.readValue(pass, elt)
	}
	return r
}

// readValue reads one element of the literal: Seat: constant, or Seat: nil.
func (r *Restricting) readValue(pass *analysis.Pass, elt ast.Expr) {
	name := r.Found.Name.Name
	kv, ok := elt.(*ast.KeyValueExpr)
	if !ok {
		r.Problems.rangef(kinds.RestrictingShape, elt, "element of restricting values %s has no key: name the seat", name)
		return
	}
	id, _ := kv.Key.(*ast.Ident)
	var seat *types.Var
	if id != nil {
		seat, _ = pass.TypesInfo.Uses[id].(*types.Var)
	}
	tv := pass.TypesInfo.Types[kv.Value]
	switch {
	case seat == nil:
		return // does not type-check: the compiler says so
	case tv.IsNil():
		return // the seat has no restricting value
	case tv.Value == nil:
		r.Problems.rangef(kinds.RestrictingShape, kv.Value, "restricting value of seat %s is %s: write a constant, or nil for none",
			seat.Name(), exprshape.Describe(pass.TypesInfo, kv.Value))
		return
	}
	r.Values[seat] = SeatValue{Seat: seat.Name(), Value: tv.Value.ExactString(), Text: exprshape.Source(kv.Value)}
}

// restrictingFact returns the restricting values as the carrier fact
// records them, in the order of the source's seats.
func (r *Restricting) restrictingFact(src *Source) []SeatValue {
	var out []SeatValue
	for _, s := range src.Seats {
		if v, ok := r.Values[s]; ok {
			out = append(out, v)
		}
	}
	return out
}

// RestrictingOf returns the restricting values of the carrier fn, by seat
// of its source src: the package's own //clampvet:restricting var when fn
// is the package's carrier, else those fn's carrier fact records. A seat
// without a restricting value is absent.
func (p *Package) RestrictingOf(fn *types.Func, src *types.Named) map[*types.Var]SeatValue {
	out := map[*types.Var]SeatValue{}
	if c := p.Carrier; c != nil && c.Func == fn {
		if p.Restricting != nil {
			for s, v := range p.Restricting.Values {
				out[s] = v
			}
		}
		return out
	}
	f, ok := p.ImportedCarrier(fn)
	if !ok {
		return out
	}
	st, ok := src.Underlying().(*types.Struct)
	if !ok {
		return out
	}
	for _, sv := range f.Restricting {
		for i := range st.NumFields() {
			if st.Field(i).Name() == sv.Seat {
				out[st.Field(i)] = sv
			}
		}
	}
	return out
}
