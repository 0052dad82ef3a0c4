package clampseats

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"github.com/sema-agent/clampvet/internal/kinds"
	"github.com/sema-agent/clampvet/internal/roles"
	"golang.org/x/tools/go/types/typeutil"
)

// carrierOf returns the carrier a call statically calls, with its fact, or
// nil. A call through a variable or a method value is not resolved.
func (c *checker) carrierOf(call *ast.CallExpr) (*types.Func, *roles.CarrierFact) {
	fn := typeutil.StaticCallee(c.pass.TypesInfo, call)
	if fn == nil {
		return nil, nil
	}
	if f, ok := c.carriers[fn]; ok {
		return fn, f
	}
	f, _ := c.roles.ImportedCarrier(fn)
	c.carriers[fn] = f
	return fn, f
}

// checkDiscard reports a call of a carrier with results whose results are
// dropped; how says by what.
func (c *checker) checkDiscard(call *ast.CallExpr, how string) {
	fn, f := c.carrierOf(call)
	if f == nil || !f.HasResults {
		return
	}
	name := fn.Name()
	if fn.Pkg() != c.pass.Pkg {
		name = fn.Pkg().Name() + "." + name
	}
	c.reportf(call, kinds.CarrierResultDiscarded, "result of carrier %s is discarded (%s): use it, or its seats are lost", name, how)
}

// checkDiscardAssign reports carrier calls assigned only to _.
func (c *checker) checkDiscardAssign(as *ast.AssignStmt) {
	if as.Tok != token.ASSIGN && as.Tok != token.DEFINE {
		return
	}
	c.checkDiscardPairs(as.Lhs, as.Rhs)
}

// checkDiscardSpec reports "var _ = carrier(...)".
func (c *checker) checkDiscardSpec(spec *ast.ValueSpec) {
	// Only a blank name can drop a value: most specs name none, and need
	// no copy of their names.
	if !slices.ContainsFunc(spec.Names, func(id *ast.Ident) bool { return id.Name == "_" }) {
		return
	}
	lhs := make([]ast.Expr, len(spec.Names))
	for i, id := range spec.Names {
		lhs[i] = id
	}
	c.checkDiscardPairs(lhs, spec.Values)
}

func (c *checker) checkDiscardPairs(lhs, rhs []ast.Expr) {
	switch {
	case len(lhs) == len(rhs):
		for i := range lhs {
			if isBlank(lhs[i]) {
				if call, ok := ast.Unparen(rhs[i]).(*ast.CallExpr); ok {
					c.checkDiscard(call, "assigned to _")
				}
			}
		}
	case len(rhs) == 1:
		for _, l := range lhs {
			if !isBlank(l) {
				return
			}
		}
		if call, ok := ast.Unparen(rhs[0]).(*ast.CallExpr); ok {
			c.checkDiscard(call, "assigned to _")
		}
	}
}

func isBlank(e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && id.Name == "_"
}
