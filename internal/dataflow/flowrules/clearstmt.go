package flowrules

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
)

// The statement rules of the syntactic pass: fnClear reads a body as
// straightline.Read hands its statements on (straightline.Effects). Each
// returns false on any shape it does not prove; the function is then left
// to SSA.

// Next implements straightline.Effects: any statement may follow any.
func (fc *fnClear) Next(ast.Stmt) bool { return true }

// CallStmt implements straightline.Effects: the application, a hand-on,
// or a neutral call; in an if's body only a neutral one (a panic, a log).
func (fc *fnClear) CallStmt(call *ast.CallExpr) bool {
	if fc.inIf {
		return fc.neutral(call)
	}
	return fc.attempt(fc.application, call) || fc.attempt(fc.handOn, call) || fc.neutral(call)
}

// If implements straightline.Effects: a neutral condition. Its body may
// only call neutral functions, write a field of the output as a top-level
// write may (branchFieldWrite), and end in an error return (errorReturn).
func (fc *fnClear) If(cond ast.Expr) bool {
	fc.inIf = true
	return fc.neutral(cond)
}

// EndIf implements straightline.Effects.
func (fc *fnClear) EndIf() { fc.inIf = false }

// Return implements straightline.Effects: the final return, or an error
// return in an if's body.
func (fc *fnClear) Return(ret *ast.ReturnStmt) bool {
	if fc.inIf {
		return fc.errorReturn(ret)
	}
	return fc.finalReturn(ret)
}

// application clears Carry(src).M(out), M a method declared in the
// carrier's package, out the output's address (&spec) or the *T parameter:
// the one place the clamps are applied. In a builder the clamps come from
// a function with an obligation instead of the carrier: G(src).M(out)
// (handedCall). It is not an application in a producer or after the clamps
// were applied once.
func (fc *fnClear) application(call *ast.CallExpr) bool {
	r := fc.c.r
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || fc.kind == outProducer || fc.applied {
		return false
	}
	cc, ok := ast.Unparen(sel.X).(*ast.CallExpr)
	if !ok {
		return false
	}
	m := fc.static(call)
	if m == nil || m.Pkg() != r.Carrier.Pkg() || m.Signature().Recv() == nil {
		return false
	}
	found := 0
	for _, a := range call.Args {
		if fc.outOperand(a) {
			found++
		} else if !fc.plainArg(a) {
			return false
		}
	}
	if found != 1 || !fc.clampsCall(cc) {
		return false
	}
	fc.applied = true
	return true
}

// clampsCall clears the call whose result an application applies: the
// carrier given a whole source, or (a builder) a function with an
// obligation that returns R, given whole sources where it hands them on.
func (fc *fnClear) clampsCall(cc *ast.CallExpr) bool {
	r := fc.c.r
	if fc.static(cc) != r.Carrier {
		return r.IsResult(fc.c.info.TypeOf(cc)) && fc.handedCall(cc, false)
	}
	if len(cc.Args) != 1 || !fc.source(cc.Args[0]) {
		return false
	}
	fc.carrier++
	return true
}

// outOperand reports whether a is the output handed to the application
// (&out, or the *T parameter), and places its use.
func (fc *fnClear) outOperand(a ast.Expr) bool {
	a = ast.Unparen(a)
	if fc.kind == outSpec {
		u, ok := a.(*ast.UnaryExpr)
		if !ok || u.Op != token.AND {
			return false
		}
		a = u.X
	}
	id, ok := a.(*ast.Ident)
	if !ok || fc.out == nil || fc.c.info.Uses[id] != fc.out {
		return false
	}
	fc.place(id)
	return true
}

// source clears the carrier's argument: a composite literal of S, a local
// defined once by such a literal or by a call of another package's function
// whose fact says it returns a whole source, such a call, or a parameter
// (whose obligation moves to the callers).
func (fc *fnClear) source(e ast.Expr) bool {
	e = ast.Unparen(e)
	switch e := e.(type) {
	case *ast.CompositeLit, *ast.CallExpr:
		return fc.wholeValue(e)
	case *ast.Ident:
		v, ok := fc.c.info.Uses[e].(*types.Var)
		if !ok || !fc.c.r.IsSource(v.Type()) {
			return false
		}
		if i := paramIndex(fc.sig, v); i >= 0 {
			fc.obs = append(fc.obs, i)
		} else if !slices.Contains(fc.srcLocals, v) {
			return false
		}
		fc.place(e)
		return true
	}
	return false
}

// paramIndex returns v's index among sig's parameters (the receiver not
// counted), or -1.
func paramIndex(sig *types.Signature, v *types.Var) int {
	for i := range sig.Params().Len() {
		if sig.Params().At(i) == v {
			return i
		}
	}
	return -1
}

// sourceLit clears a keyed composite literal of S that names every seat
// with a neutral value. SSA would take a literal that omits a seat as
// whole (the omission is the syntactic check's finding); the pass leaves
// it to SSA all the same, so that it only ever clears the shape an engine
// is asked to write.
func (fc *fnClear) sourceLit(lit *ast.CompositeLit) bool {
	t := fc.c.info.TypeOf(lit)
	if !fc.c.r.IsSource(t) {
		return false
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok || len(lit.Elts) != st.NumFields() {
		return false
	}
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok || !fc.seatValue(kv) {
			return false // a positional literal, or a value the seat rule may refuse
		}
	}
	return true
}

// wholeCall clears a call of another package's (non-generic) function
// whose fact says every return is a whole source, with neutral arguments.
func (fc *fnClear) wholeCall(call *ast.CallExpr) bool {
	g := fc.static(call)
	if g == nil || g.Origin() != g || g.Pkg() == fc.c.s.pass.Pkg || fc.c.s.kindOf(g)&kWhole == 0 ||
		!fc.c.r.IsSource(fc.c.info.TypeOf(call)) {
		return false
	}
	for _, a := range call.Args {
		if !fc.neutral(a) {
			return false
		}
	}
	return true
}

// finalReturn clears the last statement: return out (with a neutral
// error), return Carry(src) in a producer, a bare return in place.
func (fc *fnClear) finalReturn(ret *ast.ReturnStmt) bool {
	switch fc.kind {
	case outSpec:
		if len(ret.Results) != fc.sig.Results().Len() || !fc.outOperandValue(ret.Results[0]) {
			return false
		}
		return len(ret.Results) == 1 || fc.neutral(ret.Results[1])
	case outProducer:
		if len(ret.Results) != 1 {
			return false
		}
		cc, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
		return ok && fc.clampsCall(cc)
	}
	return len(ret.Results) == 0
}

// outOperandValue reports whether e is the output local itself, and places
// its use.
func (fc *fnClear) outOperandValue(e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok || fc.out == nil || fc.c.info.Uses[id] != fc.out {
		return false
	}
	fc.place(id)
	return true
}

// errorReturn clears return T{}, err with an error that is not nil: the
// SSA rules need no clamps on a path that returns an error and a zero
// spec.
func (fc *fnClear) errorReturn(ret *ast.ReturnStmt) bool {
	if fc.kind != outSpec || fc.sig.Results().Len() != 2 || len(ret.Results) != 2 {
		return false
	}
	lit, ok := ast.Unparen(ret.Results[0]).(*ast.CompositeLit)
	if !ok || len(lit.Elts) != 0 || !fc.c.r.IsSpec(fc.c.info.TypeOf(lit)) {
		return false
	}
	if tv, ok := fc.c.info.Types[ret.Results[1]]; !ok || tv.IsNil() {
		return false
	}
	return fc.neutral(ret.Results[1])
}

// branchFieldWrite clears out.F = x in a branch: a write a top-level
// statement may make (fieldWrite) may be made on one path too, since a
// write before the clamps is the constructor's own and a write of a field
// that is no carried seat never loses them.
func (fc *fnClear) branchFieldWrite(lhs, rhs []ast.Expr) bool {
	if len(lhs) != 1 || len(rhs) != 1 {
		return false
	}
	sel, ok := ast.Unparen(lhs[0]).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	return ok && fc.out != nil && fc.c.info.Uses[id] == fc.out && fc.fieldWrite(id, sel) && fc.neutral(rhs[0])
}
