package constructors

import (
	"go/ast"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
)

// markCalls attributes every carrier call of the non-test files to its
// enclosing declaration of spans (nested closures included), in one walk
// of the calls of the non-test files through the shared inspector.
func (x *declIndex) markCalls(pass *analysis.Pass, sf sourceFiles, calls *carrierCalls) {
	if len(x.spans) == 0 || !calls.any() {
		return
	}
	insp := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	for fc := range insp.Root().Children() {
		if !sf.has(fc.Node().(*ast.File)) {
			continue // a test or cgo-generated file: not indexed
		}
		for cur := range fc.Preorder((*ast.CallExpr)(nil)) {
			x.markCall(cur.Node().(*ast.CallExpr), calls)
		}
	}
}

// markCall marks call on the entry of the declaration of spans that
// holds it, if it is a carrier call.
func (x *declIndex) markCall(call *ast.CallExpr, calls *carrierCalls) {
	// A call lies wholly inside a declaration of spans or wholly
	// outside them all, so its '(' places it: a field, where Pos
	// descends through the callee expression.
	at := call.Lparen
	if !at.IsValid() {
		at = call.Pos()
	}
	if d := x.enclosing(at); d != nil {
		x.mark(d, call, calls)
	}
}
