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
	if !pos.IsValid() {
		// An implicit return at the end of the body: the function's name
		// (a literal's signature) is where a reader looks.
		switch s := fn.Syntax().(type) {
		case *ast.FuncDecl:
			return s.Name.Pos(), s.Name.End()
		case *ast.FuncLit:
			return s.Type.Pos(), s.Type.End()
		}
		return pos, pos + 1
	}
	return NodeAt(fn, pos, stmtOrCall)
}

// stmtOrCall reports whether n is a statement other than a block, a call
// or a composite literal: what a flow finding highlights.
func stmtOrCall(n ast.Node) bool {
	switch n.(type) {
	case *ast.BlockStmt:
		return false
	case ast.Stmt, *ast.CallExpr, *ast.CompositeLit:
		return true
	}
	return false
}

// NodeAt returns the range of the innermost node of fn's syntax that holds
// pos and that keep accepts; pos alone (one character) when none does, or
// when fn has no syntax or pos is not valid. Each part of the dataflow
// passes the kinds of node its findings highlight.
func NodeAt(fn *ssa.Function, pos token.Pos, keep func(ast.Node) bool) (token.Pos, token.Pos) {
	start, end := pos, pos+1
	syntax := fn.Syntax()
	if syntax == nil || !pos.IsValid() {
		return start, end
	}
	ast.Inspect(syntax, func(n ast.Node) bool {
		if n == nil || pos < n.Pos() || pos >= n.End() {
			return false
		}
		if keep(n) {
			start, end = n.Pos(), n.End()
		}
		return true
	})
	return start, end
}

// Meet folds of over vs (the edges of a phi) with meet, from T's zero
// value: the one join of what each path into a phi brings, shared by the
// walkers that decide an origin.
func Meet[T any](vs []ssa.Value, of func(ssa.Value) T, meet func(T, T) T) T {
	var out T
	for _, v := range vs {
		out = meet(out, of(v))
	}
	return out
}
