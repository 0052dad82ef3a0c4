package flowrules

import (
	"go/ast"
	"go/token"
)

// discarded reports whether the call whose opening parenthesis is at lparen,
// in one of files, drops its results: the whole of an expression statement,
// of a go or defer statement, or assigned only to _ (in an assignment or a
// var declaration). It mirrors the statements clampseats reports as a
// discarded carrier result.
func discarded(files []*ast.File, lparen token.Pos) bool {
	for _, f := range files {
		if f.FileStart > lparen || lparen > f.FileEnd {
			continue
		}
		if call, parent := callAt(f, lparen); call != nil {
			return dropsResults(parent, call)
		}
	}
	return false
}

// callAt returns the call in f whose opening parenthesis is at lparen, and
// its parent. It descends only into the nodes that hold lparen, which are
// the call's ancestors, so the last one entered is its parent. Asked once
// per carrier call whose results are unused, it visits the children of
// those few nodes and allocates next to nothing, where the enclosing path
// (astutil.PathEnclosingInterval) lists every child and token of each.
func callAt(f *ast.File, lparen token.Pos) (call *ast.CallExpr, parent ast.Node) {
	ast.Inspect(f, func(n ast.Node) bool {
		if call != nil || n == nil || n.Pos() > lparen || lparen >= n.End() {
			return false
		}
		if c, ok := n.(*ast.CallExpr); ok && c.Lparen == lparen {
			call = c
			return false
		}
		parent = n
		return true
	})
	return call, parent
}

// dropsResults reports whether parent drops the results of call, its child.
func dropsResults(parent ast.Node, call *ast.CallExpr) bool {
	switch p := parent.(type) {
	case *ast.ExprStmt, *ast.GoStmt, *ast.DeferStmt:
		return true
	case *ast.ParenExpr:
		return false // (f(x)) as a statement is rare; kept, as the clampseats check reads it
	case *ast.AssignStmt:
		return allBlank(p.Lhs)
	case *ast.ValueSpec:
		for _, n := range p.Names {
			if n.Name != "_" {
				return false
			}
		}
		return true
	}
	return false
}

func allBlank(lhs []ast.Expr) bool {
	for _, e := range lhs {
		if id, ok := ast.Unparen(e).(*ast.Ident); !ok || id.Name != "_" {
			return false
		}
	}
	return true
}
