package flowrules

import (
	"go/ast"
	"go/types"
	"slices"

	"github.com/sema-agent/clampvet/internal/dataflow/straightline"
)

// Builders. Many functions of an engine call no carrier: they state the
// spec's own values and hand a whole source to a function with an
// obligation on its source parameter (an in-place applier or a producer of
// the package, cleared by this pass; a constructor var; another package's
// function through its ObligationFact), which applies the clamps to their
// spec:
//
//	spec := T{...}
//	Apply0032(S{...every seat...}, &spec)      // or G(S{...}).Apply(&spec)
//	return spec
//
// The SSA rules check no clamps in such a function (it calls no carrier):
// they only check that each argument the callee hands on is whole, and move
// the obligation to the function's own parameter when the argument is one.
// The pass clears it under the rules of a constructor, with the handed call
// in the place of the carrier call: exactly one such call, each handed
// argument a source the carrier call would accept (a keyed literal naming
// every seat, a source local defined once by one, a whole call, a
// parameter), every other argument neutral or the output, the callee
// called statically by name (no func value, no method expression, nothing
// variadic or generic). The callee's obligations are the pass's own when
// it cleared the callee (clearObj tries it first), the var's or the
// function's fact otherwise; a callee of the package the pass does not
// clear leaves the builder to SSA, which reads its obligations there.

// handOn clears G(..., src, ..., out, ...) as a statement: a builder whose
// callee applies the clamps to the output in place.
func (fc *fnClear) handOn(call *ast.CallExpr) bool {
	if fc.kind == outProducer || fc.applied || !fc.handedCall(call, true) {
		return false
	}
	fc.applied = true
	return true
}

// handedCall clears a static call of a function with an obligation: every
// argument it hands on is a source the carrier would accept (source),
// withOut exactly one other is the output operand (else none is), every
// other argument is plain. It counts the call.
func (fc *fnClear) handedCall(call *ast.CallExpr, withOut bool) bool {
	obs, ok := fc.calleeObligations(call)
	if !ok || len(obs) == 0 {
		return false
	}
	found := 0
	for i, a := range call.Args {
		switch {
		case slices.Contains(obs, i):
			if !fc.source(a) {
				return false
			}
		case withOut && fc.outOperand(a):
			found++
		case !fc.plainArg(a):
			return false
		}
	}
	if withOut && found != 1 {
		return false
	}
	fc.handed++
	return true
}

// calleeObligations returns the obligations of the function call calls
// statically, with one argument per parameter: a function or method of
// this package the pass clears, one of another package with an
// ObligationFact, or a constructor var (the pass's verdict on a local one,
// the fact of another package's). A method's receiver must be plain.
func (fc *fnClear) calleeObligations(call *ast.CallExpr) ([]int, bool) {
	c, info := fc.c, fc.c.info
	if _, ok := straightline.CallSignature(info, call); !ok {
		return nil, false
	}
	fun := ast.Unparen(call.Fun)
	if sel, ok := fun.(*ast.SelectorExpr); ok {
		if s := info.Selections[sel]; s != nil && (s.Kind() != types.MethodVal || !fc.plainArg(sel.X)) {
			return nil, false // a field of func type, a method expression, an impure receiver
		}
	}
	if g := fc.static(call); g != nil {
		if g.Origin() != g || g == c.r.Carrier || g == c.r.Tighten {
			return nil, false
		}
		if g.Pkg() == c.s.pass.Pkg {
			return c.clearObj(g)
		}
		return c.importedObligations(g)
	}
	v := straightline.PkgVar(info, fun)
	if v == nil {
		return nil, false
	}
	if v.Pkg() == c.s.pass.Pkg {
		if !c.s.ctorVars[v] {
			return nil, false
		}
		return c.clearObj(v)
	}
	return c.importedObligations(v)
}

// importedObligations returns the obligations of another package's
// function or constructor var, from its fact.
func (c *clearer) importedObligations(obj types.Object) ([]int, bool) {
	return c.s.obligationsOf(obj)
}

// plainArg reports whether a is an argument no rule places: neutral, and
// no source value (a source read from a map, a field or through a pointer
// is neutral to a call that takes no source, but not here, where the
// callee may hand it on).
func (fc *fnClear) plainArg(a ast.Expr) bool {
	return !fc.c.r.IsSource(fc.c.info.TypeOf(a)) && fc.neutral(a)
}
