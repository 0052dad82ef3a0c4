package roles

import (
	"go/ast"
	"go/token"
	"go/types"
	"iter"
)

// FuncLitVars yields each package-level variable of the var declaration d
// that is initialized by a func literal, with its literal: the shape of a
// constructor var, which the flow rules and the census both read as a
// function.
func FuncLitVars(info *types.Info, d *ast.GenDecl) iter.Seq2[*types.Var, *ast.FuncLit] {
	return func(yield func(*types.Var, *ast.FuncLit) bool) {
		for v, e := range varValues(info, d) {
			if lit, ok := ast.Unparen(e).(*ast.FuncLit); ok && !yield(v, lit) {
				return
			}
		}
	}
}

// TableLits yields each package-level variable of the var declaration d
// initialized by a composite literal that holds func literals (a table:
// map[string]Builder{"verifier": func(...) Spec {...}}), with those
// literals in source order. The literals are read through nested
// composite literals, key-value pairs and &T{...}, at any depth; a func
// literal nested inside another is that one's own.
func TableLits(info *types.Info, d *ast.GenDecl) iter.Seq2[*types.Var, []*ast.FuncLit] {
	return func(yield func(*types.Var, []*ast.FuncLit) bool) {
		for v, e := range varValues(info, d) {
			if lits := TableOf(e); len(lits) > 0 && !yield(v, lits) {
				return
			}
		}
	}
}

// varValues yields each package-level variable of the var declaration d
// bound to a value of its own (var a, b = x, y; not var a, b = f()).
func varValues(info *types.Info, d *ast.GenDecl) iter.Seq2[*types.Var, ast.Expr] {
	return func(yield func(*types.Var, ast.Expr) bool) {
		if d.Tok != token.VAR {
			return
		}
		for _, spec := range d.Specs {
			vs, ok := spec.(*ast.ValueSpec)
			if !ok || len(vs.Values) != len(vs.Names) {
				continue
			}
			for i, e := range vs.Values {
				if obj, ok := info.Defs[vs.Names[i]].(*types.Var); ok && !yield(obj, e) {
					return
				}
			}
		}
	}
}

// TableOf returns the func literals e holds as a table (see TableLits),
// nil when e is no table.
func TableOf(e ast.Expr) []*ast.FuncLit { return tableLits(e, nil) }

// tableLits appends to out the func literals e holds as a table does: the
// elements of the composite literals it is, points to or holds that are
// func literals.
func tableLits(e ast.Expr, out []*ast.FuncLit) []*ast.FuncLit {
	switch x := ast.Unparen(e).(type) {
	case *ast.UnaryExpr:
		if x.Op == token.AND {
			return tableLits(x.X, out)
		}
	case *ast.CompositeLit:
		for _, elt := range x.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				elt = kv.Value
			}
			if lit, ok := ast.Unparen(elt).(*ast.FuncLit); ok {
				out = append(out, lit)
				continue
			}
			out = tableLits(elt, out)
		}
	}
	return out
}
