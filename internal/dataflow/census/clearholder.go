package census

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
)

// Task structs and batches. A spawn function often puts the spec a
// constructor returns in a task struct before it starts it, has another
// package's helper write a field of the task that is no seat, or collects
// tasks in a slice a sink starts at once:
//
//	t := &runner.Task{Lane: "x", Spec: ChildSpec(parent)}
//	runner.Budget(t, 4)
//	runner.Spawn(t)
//	batch = append(batch, runner.Task{Lane: "y", Spec: FixSpec(parent)})
//	runner.StartAll(batch...)
//
// The pass reads such a local (a holder: a struct, or a pointer to one,
// with spec fields; or a slice of holders or specs grown only by append)
// as the calls that make its specs, and clears the function when each use
// of the local is one SSA's census would judge the same way: a spawn,
// which reaches those calls' origins; a call of another package's
// function whose fact says it writes no seat below that argument; an
// append. Any other use (a field read or written, a copy, an address, a
// closure, a call of the package's own function) leaves the function to
// SSA.

// heldLocal is a holder or batch local and the calls that make its specs.
type heldLocal struct {
	v     *types.Var
	calls []*ast.CallExpr
	batch bool
}

// holderOf returns the holder or batch local e names, or nil.
func (w *walker) holderOf(e ast.Expr) *heldLocal {
	id, ok := e.(*ast.Ident)
	if !ok || len(w.holders) == 0 {
		return nil
	}
	return w.heldVar(w.cl.cs.pass.TypesInfo.Uses[id])
}

// heldVar returns the holder or batch local obj is, or nil.
func (w *walker) heldVar(obj types.Object) *heldLocal {
	for i := range w.holders {
		if w.holders[i].v == obj {
			return &w.holders[i]
		}
	}
	return nil
}

// isHolder reports whether t is a struct holding a spec, or a pointer to
// one: not a spec itself.
func (w *walker) isHolder(t types.Type) bool {
	return w.cl.cs.m.Carries(t) && !w.cl.cs.m.IsSpec(t)
}

// defineHolder reads v := &T{...} (or T{...}) for v of a holder type. It
// reports false when the literal is not one the pass reads.
func (w *walker) defineHolder(v *types.Var, rhs ast.Expr) bool {
	calls, ok := w.holderCalls(rhs, v.Type())
	if ok {
		w.holders = append(w.holders, heldLocal{v: v, calls: calls})
	}
	return ok
}

// holderCalls returns the calls that make the spec fields of e, a keyed
// literal of the holder type t (or its address, for a pointer t), each
// spec field given by a call of the field's type, every other field
// neutral and holding no spec.
func (w *walker) holderCalls(e ast.Expr, t types.Type) ([]*ast.CallExpr, bool) {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		u, ok := e.(*ast.UnaryExpr)
		if !ok || u.Op != token.AND {
			return nil, false
		}
		e, t = u.X, p.Elem()
	}
	lit, ok := e.(*ast.CompositeLit)
	st, isStruct := types.Unalias(t).Underlying().(*types.Struct)
	info := w.cl.cs.pass.TypesInfo
	if !ok || !isStruct || !types.Identical(info.TypeOf(lit), t) {
		return nil, false
	}
	var calls []*ast.CallExpr
	given := 0
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			return nil, false
		}
		f, _ := info.Uses[kv.Key.(*ast.Ident)].(*types.Var)
		switch {
		case f == nil:
			return nil, false
		case w.cl.cs.m.IsSpec(f.Type()):
			c, ok := kv.Value.(*ast.CallExpr)
			if !ok || !types.Identical(info.TypeOf(c), f.Type()) || !w.neutralExpr(c) {
				return nil, false
			}
			calls = append(calls, c)
			given++
		case w.cl.cs.m.CarriesElems(f.Type()) || !w.neutralExpr(kv.Value):
			return nil, false
		}
	}
	return calls, given == specFields(st, w.cl.cs.m.IsSpec) && given > 0
}

// specFields counts the fields of st that are specs.
func specFields(st *types.Struct, isSpec func(types.Type) bool) int {
	n := 0
	for f := range st.Fields() {
		if isSpec(f.Type()) {
			n++
		}
	}
	return n
}

// declareBatch reads var v []T for T a holder or a spec: an empty batch.
func (w *walker) declareBatch(v *types.Var) bool {
	s, ok := types.Unalias(v.Type()).(*types.Slice)
	if !ok || types.Unalias(s.Elem()) != s.Elem() {
		return false
	}
	if _, ptr := s.Elem().Underlying().(*types.Pointer); ptr || !w.cl.cs.m.IsSpec(s.Elem()) && !w.isHolder(s.Elem()) {
		return false
	}
	w.holders = append(w.holders, heldLocal{v: v, batch: true})
	return true
}

// appendBatch reads b = append(b, x, ...) for a batch b, each x a holder
// literal or a call that makes a spec.
func (w *walker) appendBatch(lhs, rhs ast.Expr) (handled, ok bool) {
	h := w.holderOf(lhs)
	if h == nil || !h.batch {
		return false, false
	}
	call, isCall := rhs.(*ast.CallExpr)
	if !isCall || call.Ellipsis.IsValid() || len(call.Args) < 2 || w.holderOf(call.Args[0]) != h {
		return true, false
	}
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); !ok || !isBuiltin(w.cl.cs.pass.TypesInfo, id, "append") {
		return true, false
	}
	elem := types.Unalias(h.v.Type()).(*types.Slice).Elem()
	for _, a := range call.Args[1:] {
		if w.cl.cs.m.IsSpec(elem) {
			c, isCall := a.(*ast.CallExpr)
			if !isCall || !types.Identical(w.cl.cs.pass.TypesInfo.TypeOf(c), elem) || !w.neutralExpr(c) {
				return true, false
			}
			h.calls = append(h.calls, c)
			continue
		}
		calls, ok := w.holderCalls(a, elem)
		if !ok {
			return true, false
		}
		h.calls = append(h.calls, calls...)
	}
	return true, true
}

// isBuiltin reports whether id names the builtin called name.
func isBuiltin(info *types.Info, id *ast.Ident, name string) bool {
	b, ok := info.Uses[id].(*types.Builtin)
	return ok && b.Name() == name
}

// handsHolder reads a call, outside a spawn, that is handed a holder
// local: a call of another package's function whose fact says it leaves
// no seat written below that argument (SSA's census reads the same fact).
// It reports false, reading nothing, when no argument is a holder.
func (w *walker) handsHolder(call *ast.CallExpr, g *types.Func) (handed, ok bool) {
	if !slices.ContainsFunc(call.Args, func(a ast.Expr) bool { return w.holderOf(a) != nil }) {
		return false, false
	}
	if g == nil || g.Pkg() == w.cl.cs.pass.Pkg || g.Signature().Recv() != nil || w.inIf || w.neverReturns(call) || !w.neutral(call.Fun) {
		return true, false
	}
	f, _ := w.cl.importedFact(g)
	for i, a := range call.Args {
		if w.holderOf(a) == nil {
			if !w.neutralExpr(a) {
				return true, false
			}
			continue
		}
		if f != nil && slices.ContainsFunc(f.Loosens, func(l SeatWrite) bool { return l.Param == i }) {
			return true, false
		}
	}
	return true, true
}
