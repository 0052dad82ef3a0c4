package flowrules

import (
	"go/ast"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ast/inspector"
)

// seatValue clears one element of a source literal where the seat rule
// (flow's SeatOrigins) would find nothing: the seat's restricting value,
// or the same seat read through field selections alone from a parameter
// of the function (the receiver included) that is not its output. The
// parameter becomes a seat root, every use of which must be placed
// (usesPlaced): nothing else in the body writes it, takes its address or
// hands it on, so nothing can write it before the read.
func (fc *fnClear) seatValue(kv *ast.KeyValueExpr) bool {
	if !fc.c.r.SeatsKnown() {
		return fc.neutral(kv.Value) // the seat rule checks nothing
	}
	key, ok := kv.Key.(*ast.Ident)
	if !ok {
		return false
	}
	seat, _ := fc.c.info.Uses[key].(*types.Var)
	if seat == nil {
		return false
	}
	if tv := fc.c.info.Types[kv.Value]; tv.Value != nil {
		want, ok := fc.c.r.Restricting[seat]
		return ok && tv.Value.ExactString() == want.Exact
	}
	sel, ok := ast.Unparen(kv.Value).(*ast.SelectorExpr)
	if !ok || !fc.sameSeat(sel, seat) {
		return false
	}
	id, ok := fc.fieldPathRoot(sel)
	if !ok {
		return false
	}
	v, _ := fc.c.info.Uses[id].(*types.Var)
	if v == nil || v == fc.out || !fc.isParam(v) {
		return false
	}
	if !slices.Contains(fc.seatRoots, v) {
		fc.seatRoots = append(fc.seatRoots, v)
	}
	fc.place(id)
	return true
}

// sameSeat reports whether sel selects seat itself or the spec field that
// carries it.
func (fc *fnClear) sameSeat(sel *ast.SelectorExpr, seat *types.Var) bool {
	s := fc.c.info.Selections[sel]
	if s == nil || s.Kind() != types.FieldVal {
		return false
	}
	f, _ := s.Obj().(*types.Var)
	return f != nil && (f == seat || f == fc.c.r.CarriedBy(seat))
}

// fieldPathRoot returns the identifier a chain of field selections starts
// from (x in x.a.b.Seat).
func (fc *fnClear) fieldPathRoot(sel *ast.SelectorExpr) (*ast.Ident, bool) {
	for {
		switch x := ast.Unparen(sel.X).(type) {
		case *ast.Ident:
			return x, true
		case *ast.SelectorExpr:
			if s := fc.c.info.Selections[x]; s == nil || s.Kind() != types.FieldVal {
				return nil, false
			}
			sel = x
		default:
			return nil, false
		}
	}
}

// isParam reports whether v is a parameter or the receiver of the
// function the pass reads.
func (fc *fnClear) isParam(v *types.Var) bool {
	if recv := fc.sig.Recv(); recv == v {
		return true
	}
	params := fc.sig.Params()
	for i := range params.Len() {
		if params.At(i) == v {
			return true
		}
	}
	return false
}

// readOfRootIn reports whether the use id of a seat root, at c, reads it,
// or a path of fields of it, as a value that is no pointer: nothing can
// write the root through such a read.
func (fc *fnClear) readOfRootIn(id *ast.Ident, c inspector.Cursor) bool {
	var e ast.Expr = id
	parent := c.Parent()
	for {
		sel, ok := parent.Node().(*ast.SelectorExpr)
		if !ok || sel.X != e {
			break
		}
		if s := fc.c.info.Selections[sel]; s == nil || s.Kind() != types.FieldVal {
			return false
		}
		e, parent = sel, parent.Parent()
	}
	if t := fc.c.info.TypeOf(e); t == nil || isPointerType(t) {
		return false
	}
	return valueContext(e, parent.Node())
}

// isPointerType reports whether t is a pointer.
func isPointerType(t types.Type) bool {
	_, ok := t.Underlying().(*types.Pointer)
	return ok
}
