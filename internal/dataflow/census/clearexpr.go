package census

import (
	"go/ast"
	"go/types"
	"slices"

	"github.com/sema-agent/clampvet/internal/dataflow/flow"
	"github.com/sema-agent/clampvet/internal/dataflow/straightline"
)

// neutral reports whether e hands on no spec the census follows: no func
// literal, no spec local, no sink or function whose parameters reach one,
// no call that never returns (outside an if's body: SSA would drop what
// follows). Each wanted function of the package it names is a dependency.
// The walk is the one both fast paths share (straightline.Neutral); the
// walker is its judge.
func (w *walker) neutral(e ast.Node) bool { return w.nt.Node(e) }

// neutralExpr is neutral for an expression.
func (w *walker) neutralExpr(e ast.Expr) bool { return w.nt.Expr(e) }

// neutralList is neutral for each of es.
func (w *walker) neutralList(es []ast.Expr) bool { return w.nt.List(es) }

// Ident implements straightline.Judge: see neutralIdent.
func (w *walker) Ident(id *ast.Ident) bool { return w.neutralIdent(id) }

// Call implements straightline.Judge: a call that never returns is
// neutral only in an if's body.
func (w *walker) Call(call *ast.CallExpr) bool { return w.inIf || !w.neverReturns(call) }

// Lit implements straightline.Judge: a literal hands on nothing itself.
func (w *walker) Lit(*ast.CompositeLit) bool { return true }

// neutralIdent: see neutral. Only a use of the spec local or of a
// function can fail, and the index of the body's function uses tells the
// second from the rest without a lookup.
func (w *walker) neutralIdent(id *ast.Ident) bool {
	g := w.funcs.Of(id)
	if g == nil {
		if w.spec == nil && len(w.holders) == 0 {
			return true
		}
		obj := w.cl.cs.pass.TypesInfo.Uses[id]
		return (w.spec == nil || obj != w.spec) && w.heldVar(obj) == nil
	}
	g = g.Origin()
	if w.cl.cs.isCarrier(g) {
		return false
	}
	if _, _, target := w.cl.target(g); target {
		return false
	}
	if _, behind := w.cl.cs.r.SinkBehind(g); behind {
		return false // a finding: SSA's
	}
	if g.Pkg() == w.cl.cs.pass.Pkg && w.cl.want[g] {
		w.sh.deps = append(w.sh.deps, g)
	}
	return true
}

// neverReturns reports whether call is a panic or a call of another
// package's function that never returns. A call of a function of the
// package is recorded instead: whether it returns is asked once every
// function is read (see returns), since most are builders the pass reads
// as returning, for which SSA's predicate would build a CFG each.
func (w *walker) neverReturns(call *ast.CallExpr) bool {
	info := w.cl.cs.pass.TypesInfo
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
		if b, ok := info.Uses[id].(*types.Builtin); ok {
			return b.Name() == "panic"
		}
	}
	g := w.funcs.StaticCallee(info, call)
	if g == nil {
		return false
	}
	if g.Pkg() == w.cl.cs.pass.Pkg {
		w.sh.mustReturn = append(w.sh.mustReturn, g)
		return false
	}
	return !w.cl.importedReturns(g)
}

// noReturnOf is SSA's no-return predicate (flow.NoReturn), made on first
// use.
func (cl *clearing) noReturnOf(g *types.Func) bool {
	if cl.noReturn == nil {
		cl.noReturn = flow.NoReturn(cl.cs.pass.Files, cl.cs.pass.TypesInfo)
	}
	return cl.noReturn(g)
}

// returns reports whether every call of the package's functions that sh
// reads outside an if's body returns: a function the pass read whole
// does (straight-line statements, each call returning, a return last or
// none), as SSA's predicate would also find; any other is asked of it.
func (cl *clearing) returns(sh *shape) bool {
	for _, g := range sh.mustReturn {
		if !cl.returnsFn(g) {
			return false
		}
	}
	return true
}

// returnsFn reports whether a call of g, a function of the package,
// returns. A function being decided counts as returning, as in SSA's
// predicate; one the pass read whole, or whose top-level statements run
// straight to a return (see straightReturns), is decided here, and only
// the others cost SSA's predicate a CFG.
func (cl *clearing) returnsFn(g *types.Func) bool {
	if r, ok := cl.returning[g]; ok {
		return r
	}
	cl.returning[g] = true
	var r bool
	if sh := cl.readWhole[g]; sh != nil {
		r = cl.returns(sh)
	} else if known, ok := cl.straightReturns(g); ok {
		r = known
	} else {
		r = !cl.noReturnOf(g)
	}
	cl.returning[g] = r
	return r
}

// straightReturns decides whether g returns when its top-level statements
// are simple ones and ifs without else (whose bodies may do anything: the
// false branch goes on): it returns at its first return statement, or at
// its end, unless a call before them never returns. It reports false when
// g has another shape.
func (cl *clearing) straightReturns(g *types.Func) (returns, ok bool) {
	body := cl.cs.bodyOf[g]
	if body == nil {
		return false, false
	}
	for _, st := range body.List {
		var n ast.Node = st
		switch s := st.(type) {
		case *ast.IfStmt:
			if s.Init != nil || s.Else != nil {
				return false, false
			}
			n = s.Cond
		case *ast.ExprStmt, *ast.AssignStmt, *ast.DeclStmt, *ast.IncDecStmt, *ast.ReturnStmt:
		default:
			return false, false
		}
		if !cl.callsReturn(n) {
			return false, true
		}
		if _, ret := st.(*ast.ReturnStmt); ret {
			return true, true
		}
	}
	return true, true
}

// callsReturn reports whether every call in n (outside func literals)
// returns: the shared walk (cl.rt) with calls judged by callReturns. The
// simple statements a straight function is made of are read directly.
func (cl *clearing) callsReturn(n ast.Node) bool {
	switch x := n.(type) {
	case *ast.ExprStmt:
		return cl.rt.Expr(x.X)
	case *ast.AssignStmt:
		return cl.rt.List(x.Lhs) && cl.rt.List(x.Rhs)
	case *ast.ReturnStmt:
		return cl.rt.List(x.Results)
	case *ast.IncDecStmt:
		return cl.rt.Expr(x.X)
	}
	return cl.rt.Node(n)
}

// returnsJudge is callsReturn's straightline.Judge: only a call can fail.
type returnsJudge struct{ cl *clearing }

// Ident implements straightline.Judge.
func (returnsJudge) Ident(*ast.Ident) bool { return true }

// Call implements straightline.Judge: see callReturns.
func (j returnsJudge) Call(call *ast.CallExpr) bool { return j.cl.callReturns(call) }

// Lit implements straightline.Judge.
func (returnsJudge) Lit(*ast.CompositeLit) bool { return true }

// callReturns reports whether call itself returns: no panic, no call of a
// function that never returns (another package's, asked once each).
func (cl *clearing) callReturns(call *ast.CallExpr) bool {
	info := cl.cs.pass.TypesInfo
	if id, isID := ast.Unparen(call.Fun).(*ast.Ident); isID {
		if b, isB := info.Uses[id].(*types.Builtin); isB {
			return b.Name() != "panic"
		}
	}
	g := cl.cs.funcs.StaticCallee(info, call)
	switch {
	case g == nil:
		return true
	case g.Pkg() == cl.cs.pass.Pkg:
		return cl.returnsFn(g)
	}
	return cl.importedReturns(g)
}

// importedReturns reports whether a call of another package's g returns,
// asked of SSA's predicate once per function. The predicate reads the
// package's declarations only for a function declared in them; for g it
// answers the same without them, so it is made without the index of
// every declaration that noReturnOf's needs (most packages ask only
// about other packages' functions).
func (cl *clearing) importedReturns(g *types.Func) bool {
	r, known := cl.returning[g]
	if !known {
		if cl.importedNoReturn == nil {
			cl.importedNoReturn = flow.NoReturn(nil, cl.cs.pass.TypesInfo)
		}
		r = !cl.importedNoReturn(g)
		cl.returning[g] = r
	}
	return r
}

// arg is one argument of a call in SSA's order (the receiver first) with
// the type of the parameter it is passed to.
type arg struct {
	expr  ast.Expr
	param types.Type
}

// callArgs returns call's arguments as SSA passes them, or false where the
// argument values would not be the expressions' own (an implicit & or *
// on the receiver, a promoted or interface method, variadic arguments).
func (cl *clearing) callArgs(call *ast.CallExpr) ([]arg, bool) {
	info := cl.cs.pass.TypesInfo
	sig, ok := straightline.CallSignature(info, call)
	if !ok {
		return nil, false
	}
	var out []arg
	if g := cl.cs.funcs.StaticCallee(info, call); g != nil && g.Signature().Recv() != nil {
		sel, ok := call.Fun.(*ast.SelectorExpr)
		s := info.Selections[sel]
		if !ok || s == nil || s.Kind() != types.MethodVal || len(s.Index()) != 1 {
			return nil, false
		}
		recv := g.Signature().Recv().Type()
		if types.IsInterface(recv) || !types.Identical(recv, info.TypeOf(sel.X)) {
			return nil, false
		}
		out = append(out, arg{sel.X, recv})
	}
	for i, a := range call.Args {
		out = append(out, arg{a, sig.Params().At(i).Type()})
	}
	return out, true
}

// apply reads the application: the one call handed &spec, whose clamps
// reach spec when it is a constructor, or when another of its arguments
// is a call of one (Apply with a clamp producer's result).
func (w *walker) apply(call *ast.CallExpr) bool {
	if w.applied != nil || w.inIf || w.held {
		return false
	}
	args, ok := w.cl.callArgs(call)
	if !ok {
		return false
	}
	n := 0
	for _, a := range args {
		if w.isSpecAddr(a.expr) {
			n++
		} else if !w.neutralExpr(a.expr) {
			return false
		}
	}
	if sel, ok := call.Fun.(*ast.SelectorExpr); ok {
		if !w.neutralIdent(sel.Sel) {
			return false
		}
	} else if !w.neutralExpr(call.Fun) {
		return false
	}
	if n != 1 || w.neverReturns(call) {
		return false
	}
	w.applied = w.cl.applierOf(call, args)
	return w.applied != nil
}

// applierOf mirrors the census's applier: the constructor call handed the
// spec's address is called, or the first other argument that is a direct
// call of a constructor or the carrier.
func (cl *clearing) applierOf(call *ast.CallExpr, args []arg) *Origin {
	if g := cl.cs.funcs.StaticCallee(cl.cs.pass.TypesInfo, call); g != nil {
		if cl.isConstructor(g) {
			return cl.funcOrigin(g)
		}
	} else if v := cl.pkgVar(call.Fun); v != nil {
		if cl.constructorVar(v) {
			return cl.varOrigin(v)
		}
	} else {
		return nil // a func value or an interface method
	}
	for _, a := range args {
		c, ok := a.expr.(*ast.CallExpr)
		if !ok || !types.Identical(cl.cs.pass.TypesInfo.TypeOf(c), a.param) {
			continue // SSA's argument is a conversion of the call, not the call
		}
		if o := cl.constructorCall(c); o != nil {
			return o
		}
	}
	return nil
}

// constructorCall is the constructor (or carrier) c calls, directly or
// through a constructor var, or nil.
// A conversion or a builtin's call has neither a static callee nor a
// package-level var for a callee.
func (cl *clearing) constructorCall(c *ast.CallExpr) *Origin {
	if g := cl.cs.funcs.StaticCallee(cl.cs.pass.TypesInfo, c); g != nil {
		if cl.isConstructor(g) || cl.cs.isCarrier(g) {
			return cl.funcOrigin(g)
		}
		return nil
	}
	if v := cl.pkgVar(c.Fun); v != nil && cl.constructorVar(v) {
		return cl.varOrigin(v)
	}
	return nil
}

// spawn reads a call of a sink or of a function whose parameters reach
// one: each argument there a call whose origin the pass can name, or the
// spec local while it still holds the call it was defined from.
func (w *walker) spawn(call *ast.CallExpr, g *types.Func, sinks []Func, params []int) bool {
	sig := g.Signature()
	if w.inIf || sig.Recv() != nil || sig.Variadic() != call.Ellipsis.IsValid() || len(call.Args) != sig.Params().Len() || !straightline.Qualified(w.cl.cs.pass.TypesInfo, call.Fun) {
		return false
	}
	sp := spawnCall{sinks: sinks}
	for i, a := range call.Args {
		if !slices.Contains(params, i) {
			if !w.neutralExpr(a) {
				return false
			}
			continue
		}
		if h := w.holderOf(a); h != nil {
			if !types.Identical(h.v.Type(), sig.Params().At(i).Type()) {
				return false
			}
			sp.args = append(sp.args, h.calls...)
			continue
		}
		c, ok := a.(*ast.CallExpr)
		if !ok {
			c, ok = w.heldCall(a)
		}
		if !ok || !types.Identical(w.cl.cs.pass.TypesInfo.TypeOf(c), sig.Params().At(i).Type()) || !w.neutralExpr(c) {
			return false
		}
		sp.args = append(sp.args, c)
	}
	if w.sh.spawns == nil {
		// Sized for the calls of g in the body (a spawn function starts
		// every child with the same sink) and one more call.
		n := 1
		for _, u := range w.funcs {
			if u.Fn == g {
				n++
			}
		}
		w.sh.spawns = make([]spawnCall, 0, n)
	}
	w.sh.spawns = append(w.sh.spawns, sp)
	return true
}

// heldCall returns the call the spec local was defined from when e is
// the spec local and nothing has written it since (spec := root();
// start("x", spec)). SSA sees the call's own value there: the local is
// lifted, and every other use of it (an address taken, a field or a
// tighten written, a copy, a closure) makes the walker decline the
// function first — or, for an application after it (the address taken
// later, so SSA does not lift the local and the spawn reads the clamps'
// origin too), afterwards (held).
func (w *walker) heldCall(e ast.Expr) (*ast.CallExpr, bool) {
	if w.spec == nil || w.specCall == nil || w.modified || w.applied != nil || !w.isVar(e, w.spec) {
		return nil, false
	}
	w.held = true
	return w.specCall, true
}
