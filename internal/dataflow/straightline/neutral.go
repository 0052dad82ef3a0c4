// Package straightline reads straight-line function bodies for the
// dataflow's two syntactic fast paths (the flow rules' and the census's),
// which prove common shapes from syntax and go/types so that no SSA is
// built for them. It holds, once for both:
//
//   - the grammar of a straight-line body ([Read]): which statements run
//     straight through, in which order, and that the first statement it
//     does not admit refuses the body; each rule judges the statements it
//     admits as [Effects], and may only narrow the grammar;
//   - the walk that decides whether an expression is neutral to a rule
//     ([Neutral]): a rule supplies only its verdict on the parts that can
//     matter to it (a name, a call, a composite literal, as a [Judge]);
//   - the small predicates both rules ask of calls ([CallSignature],
//     [PkgVar]);
//   - the switch that makes every run check both fast paths against SSA
//     ([Verify]) and what each reports under it ([Report]).
//
// A fast path may only ever clear: whatever it does not prove is left to
// SSA, which gives every finding.
package straightline

import "go/ast"

// Judge is one rule's verdict on the parts of an expression that can touch
// what the rule follows. Every other node is neutral by itself.
type Judge interface {
	// Ident judges a name: a local, a field key or selector, a function.
	Ident(id *ast.Ident) bool
	// Call judges a call before its function and arguments are read.
	Call(call *ast.CallExpr) bool
	// Lit judges a composite literal before its type and elements are.
	Lit(lit *ast.CompositeLit) bool
}

// Neutral is the walk that decides whether a node is neutral to its Judge:
// every part passes the judge, read in ast.Walk's order and stopping at the
// first refusal, and it holds no func literal (whose body the fast paths do
// not read). A rule keeps one in its state, so that a walk allocates
// nothing (but for a judge's own walk within one, see walk).
type Neutral struct {
	Judge Judge
	// FuncLits makes a func literal neutral, its body unread, for a walk
	// that asks only what runs when the node does.
	FuncLits bool
	v        visitor
}

// Node reports whether n (an expression, or any other node) is neutral;
// a nil node is.
func (w *Neutral) Node(n ast.Node) bool {
	switch x := n.(type) {
	case nil:
		return true
	case ast.Expr:
		return w.Expr(x)
	}
	return w.walk(n)
}

// Expr is Node for an expression. The expressions bodies are mostly made
// of are read directly (EachChild), which saves an ast.Walk's interface
// call and type switch per node; any other goes to ast.Walk.
func (w *Neutral) Expr(e ast.Expr) bool {
	switch x := e.(type) {
	case nil, *ast.BasicLit:
		return true
	case *ast.Ident:
		return w.Judge.Ident(x)
	case *ast.FuncLit:
		return w.FuncLits
	case *ast.CallExpr:
		if !w.Judge.Call(x) {
			return false
		}
	case *ast.CompositeLit:
		if !w.Judge.Lit(x) {
			return false
		}
	}
	if ok, known := EachChild(e, w.Expr); known {
		return ok
	}
	return w.walk(e)
}

// List reports whether every expression of es is neutral.
func (w *Neutral) List(es []ast.Expr) bool {
	for _, e := range es {
		if !w.Expr(e) {
			return false
		}
	}
	return true
}

// walk is Node by ast.Walk with the Neutral's one visitor, or a new one
// when a judge walks again while it is in use.
func (w *Neutral) walk(n ast.Node) bool {
	v := &w.v
	if v.busy {
		v = new(visitor)
	}
	*v = visitor{j: w.Judge, funcLits: w.FuncLits, ok: true, busy: true}
	ast.Walk(v, n)
	v.busy = false
	return v.ok
}

// visitor is walk's ast.Visitor. A node is entered only while ok holds:
// once a node has refused, no later sibling is read (it could set ok
// again).
type visitor struct {
	j                  Judge
	funcLits, ok, busy bool
}

// Visit implements ast.Visitor.
func (v *visitor) Visit(n ast.Node) ast.Visitor {
	if !v.ok {
		return nil
	}
	switch x := n.(type) {
	case nil:
		return nil
	case *ast.FuncLit:
		if v.funcLits {
			return nil
		}
		v.ok = false
	case *ast.CallExpr:
		v.ok = v.j.Call(x)
	case *ast.CompositeLit:
		v.ok = v.j.Lit(x)
	case *ast.Ident:
		v.ok = v.j.Ident(x)
	}
	if !v.ok {
		return nil
	}
	return v
}

// EachChild calls f with the children of e, in ast.Walk's order, for the
// expressions function bodies are mostly made of (calls, literals,
// selectors, operators), until one returns false; known is false for any
// other expression, which the caller then reads by ast.Walk.
func EachChild(e ast.Expr, f func(ast.Expr) bool) (ok, known bool) {
	all := func(es []ast.Expr) bool {
		for _, e := range es {
			if !f(e) {
				return false
			}
		}
		return true
	}
	switch x := e.(type) {
	case *ast.CallExpr:
		return f(x.Fun) && all(x.Args), true
	case *ast.CompositeLit:
		return (x.Type == nil || f(x.Type)) && all(x.Elts), true
	case *ast.KeyValueExpr:
		return f(x.Key) && f(x.Value), true
	case *ast.SelectorExpr:
		return f(x.X) && f(x.Sel), true
	case *ast.UnaryExpr:
		return f(x.X), true
	case *ast.StarExpr:
		return f(x.X), true
	case *ast.ParenExpr:
		return f(x.X), true
	case *ast.BinaryExpr:
		return f(x.X) && f(x.Y), true
	case *ast.IndexExpr:
		return f(x.X) && f(x.Index), true
	}
	return false, false
}
