package straightline

import (
	"go/ast"
	"go/token"
)

// Effects is one rule's reading of the statements of a straight-line
// body, as Read hands them on: each method judges one statement, in
// order, and the first that declines refuses the body. The grammar is
// Read's, once for both fast paths: a rule narrows it (it may decline
// any statement), it never widens it.
type Effects interface {
	// Next is asked before each statement of the body or of an if's
	// body (a rule that admits nothing after some point says so here).
	Next(st ast.Stmt) bool
	// Define is a definition, lhs := rhs.
	Define(lhs, rhs []ast.Expr) bool
	// Var is one spec of a var declaration: var names [T] [= values].
	Var(vs *ast.ValueSpec) bool
	// Assign is one plain assignment, lhs = rhs.
	Assign(lhs, rhs []ast.Expr) bool
	// CallStmt is a call statement (parentheses removed).
	CallStmt(call *ast.CallExpr) bool
	// If is the condition of an if without init or else; its body's
	// statements are read next (no definition and no if among them).
	// EndIf follows every If, whether it or its body declined or not.
	If(cond ast.Expr) bool
	EndIf()
	// Return is the last statement of the body, or of an if's body.
	Return(ret *ast.ReturnStmt) bool
}

// Read reads list, a function's body, into e. It admits only statements
// that run straight through: definitions and plain assignments, call
// statements, constant declarations and empty statements (which have no
// effect), ifs without init or else whose bodies hold no if, and a return
// last. Anything else — a loop, a switch, a select, a label or branch, a
// go or defer, an op-assignment or ++, a send, an expression that is no
// call — refuses the body, as does the first statement e declines:
// nothing after a refusal is read.
func Read(list []ast.Stmt, e Effects) bool {
	return read(list, e, false)
}

// read is Read for a body (inIf false) or an if's body.
func read(list []ast.Stmt, e Effects, inIf bool) bool {
	for i, st := range list {
		if !e.Next(st) || !stmt(st, e, inIf, i == len(list)-1) {
			return false
		}
	}
	return true
}

// stmt reads one statement; last is whether it ends its list.
func stmt(st ast.Stmt, e Effects, inIf, last bool) bool {
	switch s := st.(type) {
	case *ast.EmptyStmt:
		return true
	case *ast.ExprStmt:
		call, ok := ast.Unparen(s.X).(*ast.CallExpr)
		return ok && e.CallStmt(call)
	case *ast.AssignStmt:
		return assign(s, e, inIf)
	case *ast.DeclStmt:
		return !inIf && decl(s, e)
	case *ast.IfStmt:
		if inIf || s.Init != nil || s.Else != nil {
			return false
		}
		defer e.EndIf()
		return e.If(s.Cond) && read(s.Body.List, e, true)
	case *ast.ReturnStmt:
		return last && e.Return(s)
	}
	return false
}

// assign reads x := y (outside an if's body) and x = y; x op= y is no
// plain assignment.
func assign(s *ast.AssignStmt, e Effects, inIf bool) bool {
	switch s.Tok {
	case token.ASSIGN:
		return e.Assign(s.Lhs, s.Rhs)
	case token.DEFINE:
		return !inIf && e.Define(s.Lhs, s.Rhs)
	}
	return false
}

// decl reads a var declaration spec by spec; a constant's cannot hold
// anything a rule follows.
func decl(s *ast.DeclStmt, e Effects) bool {
	gd, ok := s.Decl.(*ast.GenDecl)
	if !ok || gd.Tok != token.VAR {
		return ok && gd.Tok == token.CONST
	}
	for _, sp := range gd.Specs {
		if !e.Var(sp.(*ast.ValueSpec)) {
			return false
		}
	}
	return true
}
