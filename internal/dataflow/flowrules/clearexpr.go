package flowrules

import (
	"go/ast"
	"go/types"
	"slices"
)

// Define implements straightline.Effects: the output local's definition
// (any neutral value: the constructor's own), a source local's
// definition, or plain locals defined from neutral values.
func (fc *fnClear) Define(lhs, rhs []ast.Expr) bool {
	return fc.Assign(lhs, rhs)
}

// Assign implements straightline.Effects (and Define's): beside what
// Define admits, the output tightened through the tighten function, a
// write of the output's field (any before the clamps; after them only a
// field that is no carried seat), the output's new value before the
// clamps, and any other assignment to plain locals from neutral values.
// In an if's body, only a field write (branchFieldWrite).
func (fc *fnClear) Assign(lhs, rhs []ast.Expr) bool {
	if fc.inIf {
		return fc.branchFieldWrite(lhs, rhs)
	}
	if len(lhs) == 1 && len(rhs) == 1 {
		switch l := ast.Unparen(lhs[0]).(type) {
		case *ast.Ident:
			if ok, handled := fc.assignIdent(l, rhs[0]); handled {
				return ok
			}
		case *ast.SelectorExpr:
			if id, ok := ast.Unparen(l.X).(*ast.Ident); ok && fc.out != nil && fc.c.info.Uses[id] == fc.out {
				return fc.fieldWrite(id, l) && fc.neutral(rhs[0])
			}
		}
	}
	return fc.plain(lhs, rhs)
}

// plain clears plain locals (plainLHS) given neutral values.
func (fc *fnClear) plain(lhs, rhs []ast.Expr) bool {
	for _, l := range lhs {
		if !fc.plainLHS(l) {
			return false
		}
	}
	return fc.nt.List(rhs)
}

// assignIdent clears id = rhs when id is the output or a source local;
// handled is false for any other identifier.
func (fc *fnClear) assignIdent(id *ast.Ident, rhs ast.Expr) (ok, handled bool) {
	if _, def := fc.c.info.Defs[id].(*types.Var); def {
		return fc.defineIdent(id, rhs)
	}
	if fc.out == nil || fc.c.info.Uses[id] != fc.out || fc.kind != outSpec {
		return false, false
	}
	fc.place(id)
	if fc.tightenOfOut(rhs) {
		return true, true
	}
	return !fc.applied && fc.neutral(rhs), true
}

// wholeValue clears the value a source local is defined with.
func (fc *fnClear) wholeValue(e ast.Expr) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.CompositeLit:
		return fc.sourceLit(e)
	case *ast.CallExpr:
		return fc.wholeCall(e)
	}
	return false
}

// tightenOfOut reports whether e is Tighten(out, x) with neutral x: the
// tighten function can only tighten the output's value, so the clamps
// still hold after the store.
func (fc *fnClear) tightenOfOut(e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	t := fc.c.r.Tighten
	if !ok || t == nil || fc.static(call) != t || len(call.Args) < 1 || !fc.outOperandValue(call.Args[0]) {
		return false
	}
	for _, a := range call.Args[1:] {
		if !fc.neutral(a) {
			return false
		}
	}
	return true
}

// fieldWrite clears out.F = ...: before the clamps any field (the
// constructor's own stricter value); after them only a direct field that
// is neither a carried seat nor an embedded struct that could hold one.
func (fc *fnClear) fieldWrite(id *ast.Ident, sel *ast.SelectorExpr) bool {
	s := fc.c.info.Selections[sel]
	if s == nil || s.Kind() != types.FieldVal {
		return false
	}
	if fc.applied {
		f, ok := s.Obj().(*types.Var)
		if !ok || len(s.Index()) != 1 || f.Embedded() || fc.c.r.IsCarried(f) {
			return false
		}
	}
	fc.place(id)
	return true
}

// plainLHS reports whether l is the blank identifier or a local that is
// neither the output nor of the source, spec or *spec type.
func (fc *fnClear) plainLHS(l ast.Expr) bool {
	id, ok := ast.Unparen(l).(*ast.Ident)
	if !ok {
		return false
	}
	if id.Name == "_" {
		return true
	}
	obj := fc.c.info.ObjectOf(id)
	v, ok := obj.(*types.Var)
	if !ok || v == fc.out || v.Parent() == nil || v.Parent() == v.Pkg().Scope() {
		return false
	}
	return !fc.c.r.IsSource(v.Type()) && !fc.specLike(v.Type())
}

// Var implements straightline.Effects: the output (var spec T, or = a
// neutral value), a source local (= a whole source), or plain locals.
func (fc *fnClear) Var(vs *ast.ValueSpec) bool {
	if len(vs.Names) == 1 && len(vs.Values) <= 1 {
		var rhs ast.Expr
		if len(vs.Values) == 1 {
			rhs = vs.Values[0]
		}
		if ok, handled := fc.defineIdent(vs.Names[0], rhs); handled {
			return ok
		}
	}
	for _, n := range vs.Names {
		if !fc.plainLHS(n) {
			return false
		}
	}
	return fc.nt.List(vs.Values)
}

// defineIdent clears the definition of the output or of a source local
// (id := rhs, var id [= rhs]); handled is false for any other identifier.
func (fc *fnClear) defineIdent(id *ast.Ident, rhs ast.Expr) (ok, handled bool) {
	v, _ := fc.c.info.Defs[id].(*types.Var)
	if v == nil {
		return false, false
	}
	switch {
	case fc.c.r.IsSource(v.Type()):
		if !slices.Contains(fc.srcLocals, v) {
			fc.srcLocals = append(fc.srcLocals, v)
		}
		return rhs != nil && fc.wholeValue(rhs), true
	case fc.kind == outSpec && fc.c.r.IsSpec(v.Type()):
		if fc.out != nil {
			return false, true
		}
		fc.out = v
		return rhs == nil || fc.neutral(rhs), true
	}
	return false, false
}
