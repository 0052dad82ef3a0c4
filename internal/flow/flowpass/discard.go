package flowpass

import (
	"go/ast"
	"go/token"

	"golang.org/x/tools/go/ast/astutil"
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
		path, _ := astutil.PathEnclosingInterval(f, lparen, lparen)
		for i, n := range path {
			call, ok := n.(*ast.CallExpr)
			if !ok || call.Lparen != lparen {
				continue
			}
			return i+1 < len(path) && dropsResults(path[i+1], call)
		}
	}
	return false
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
