package constructors

import (
	"cmp"
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"github.com/sema-agent/clampvet/internal/dataflow"
	"github.com/sema-agent/clampvet/internal/dataflow/flowrules"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
)

// markCalls attributes every carrier call of the non-test files to its
// enclosing declaration of spans (nested closures included).
//
// A carrier call's callee is named by an identifier that types.Info.Uses
// maps to the carrier, and the flow rules' pass over Uses has already set
// aside every use of a func (flowrules.Result.FuncUses): so the calls to
// look at are found from the few uses that bear a carrier's name, each
// placed by the inspector, instead of by a walk of every call of the
// package (most of which call no carrier). When a use cannot be placed,
// or without the flow rules' result, the walk decides.
func (x *declIndex) markCalls(pass *analysis.Pass, sf sourceFiles, calls *carrierCalls) {
	defer x.release()
	if len(x.spans) == 0 || len(calls.names) == 0 {
		return
	}
	insp := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	if df, _ := pass.ResultOf[dataflow.Analyzer].(*dataflow.Result); df != nil && x.markCallsByUses(insp, df.Flow, calls) {
		return
	}
	// Marking is idempotent and the uses mark a subset of the calls
	// the walk marks: after a partial pass, the walk completes it.
	x.markCallsByWalk(insp, sf, calls)
}

// markCallsByWalk marks the carrier calls in one walk of the calls of the
// non-test files through the shared inspector.
func (x *declIndex) markCallsByWalk(insp *inspector.Inspector, sf sourceFiles, calls *carrierCalls) {
	for fc := range insp.Root().Children() {
		if !sf.has(fc.Node().(*ast.File)) {
			continue // a test or cgo-generated file: not indexed
		}
		for cur := range fc.Preorder((*ast.CallExpr)(nil)) {
			x.markCall(cur.Node().(*ast.CallExpr), calls)
		}
	}
}

// markCallsByUses marks the calls whose callee identifier uses a func
// named like a carrier (calls.carrier decides whether each is one); it
// reports false when some such use in a declaration of spans cannot be
// placed in the inspector's tree.
func (x *declIndex) markCallsByUses(insp *inspector.Inspector, res *flowrules.Result, calls *carrierCalls) bool {
	var ids []*ast.Ident
	if x.scratch != nil {
		ids = x.scratch.ids[:0]
		defer func() { x.scratch.ids = ids }() // handed back with its growth
	}
	res.FuncUses(func(id *ast.Ident, fn *types.Func) {
		// Not a carrier's name (quicklookup.CalleeName is the callee's name), or
		// outside every declaration of spans, which a call never
		// straddles: no call to mark.
		if slices.Contains(calls.names, fn.Name()) && x.enclosing(id.Pos()) != nil {
			ids = append(ids, id)
		}
	})
	if len(ids) == 0 {
		return true
	}
	// Sorted, the uses are placed file by file, each from the top-level
	// declaration that holds it: a search from the root would step over
	// every declaration before it, asking each its End.
	slices.SortFunc(ids, func(a, b *ast.Ident) int { return cmp.Compare(a.Pos(), b.Pos()) })
	placed := 0
	for fc := range insp.Root().Children() {
		f := fc.Node().(*ast.File)
		lo, _ := slices.BinarySearchFunc(ids, f.FileStart, identAt)
		hi, _ := slices.BinarySearchFunc(ids, f.FileEnd+1, identAt)
		if lo < hi && !x.placeIn(fc, ids[lo:hi], calls) {
			return false
		}
		placed += hi - lo
	}
	return placed == len(ids)
}

// identAt orders an identifier against a position, for binary search.
func identAt(id *ast.Ident, pos token.Pos) int { return cmp.Compare(id.Pos(), pos) }

// placeIn marks the calls named by ids, uses sorted by position in the
// file at fc, each found from the top-level declaration that holds it:
// the last one that starts at or before it (they never overlap, and
// there is no identifier between them). It reports false when one cannot
// be found.
func (x *declIndex) placeIn(fc inspector.Cursor, ids []*ast.Ident, calls *carrierCalls) bool {
	var decl inspector.Cursor
	have := false
	for dc := range fc.Children() {
		for start := dc.Node().Pos(); len(ids) > 0 && ids[0].Pos() < start; ids = ids[1:] {
			if !have || !x.place(decl, ids[0], calls) {
				return false
			}
		}
		if len(ids) == 0 {
			return true // the declarations after the last use hold none
		}
		decl, have = dc, true
	}
	for _, id := range ids {
		if !have || !x.place(decl, id, calls) {
			return false
		}
	}
	return true
}

// place finds id under decl and marks the call it names, if any; it
// reports false when id is not found there.
func (x *declIndex) place(decl inspector.Cursor, id *ast.Ident, calls *carrierCalls) bool {
	cur, ok := decl.FindByPos(id.Pos(), id.End())
	if !ok || cur.Node() != id {
		return false
	}
	if call := calleeCall(cur); call != nil {
		x.markCall(call, calls)
	}
	return true
}

// calleeCall is the call whose callee the identifier at cur may name:
// up through what typeutil.StaticCallee looks through (a selector,
// parentheses, an instantiation) to a call that has it as its Fun; nil
// when there is none.
func calleeCall(cur inspector.Cursor) *ast.CallExpr {
	for {
		parent := cur.Parent()
		switch p := parent.Node().(type) {
		case *ast.SelectorExpr, *ast.ParenExpr, *ast.IndexExpr, *ast.IndexListExpr:
			cur = parent
		case *ast.CallExpr:
			if p.Fun == cur.Node() {
				return p
			}
			return nil
		default:
			return nil
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
