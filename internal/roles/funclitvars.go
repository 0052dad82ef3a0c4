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
		if d.Tok != token.VAR {
			return
		}
		for _, spec := range d.Specs {
			vs, ok := spec.(*ast.ValueSpec)
			if !ok || len(vs.Values) != len(vs.Names) {
				continue
			}
			for i, v := range vs.Values {
				lit, ok := ast.Unparen(v).(*ast.FuncLit)
				if !ok {
					continue
				}
				if obj, ok := info.Defs[vs.Names[i]].(*types.Var); ok && !yield(obj, lit) {
					return
				}
			}
		}
	}
}
