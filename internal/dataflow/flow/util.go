package flow

import (
	"go/ast"
	"go/token"

	"golang.org/x/tools/go/ssa"
)

// nodeAt returns the range of the innermost statement or call of fn's syntax
// that contains pos, so a finding highlights the node at fault; pos itself
// (one character) when there is none.
func nodeAt(fn *ssa.Function, pos token.Pos) (token.Pos, token.Pos) {
	start, end := pos, pos+1
	syntax := fn.Syntax()
	if !pos.IsValid() {
		// An implicit return at the end of the body: the function's name
		// (a literal's signature) is where a reader looks.
		switch s := syntax.(type) {
		case *ast.FuncDecl:
			return s.Name.Pos(), s.Name.End()
		case *ast.FuncLit:
			return s.Type.Pos(), s.Type.End()
		}
		return start, end
	}
	if syntax == nil {
		return start, end
	}
	ast.Inspect(syntax, func(n ast.Node) bool {
		if n == nil || pos < n.Pos() || pos >= n.End() {
			return false
		}
		switch n.(type) {
		case ast.Stmt, *ast.CallExpr, *ast.CompositeLit:
			if _, block := n.(*ast.BlockStmt); !block {
				start, end = n.Pos(), n.End()
			}
		}
		return true
	})
	return start, end
}
