package clampseats

import (
	"fmt"
	"go/ast"
	"go/types"

	"github.com/sema-agent/clampvet/internal/allow"
	"github.com/sema-agent/clampvet/internal/dataflow"
	"github.com/sema-agent/clampvet/internal/directive"
	"github.com/sema-agent/clampvet/internal/roles"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
)

// Analyzer is the clampseats analyzer. The roles it checks and the facts
// that carry them across packages come from roles.Analyzer.
var Analyzer = allow.Wrap(&analysis.Analyzer{
	Name:     "clampseats",
	Doc:      Documentation.Compile().String(),
	URL:      "https://github.com/sema-agent/clampvet/blob/main/docs/analyzers.md#clampseats",
	Requires: []*analysis.Analyzer{inspect.Analyzer, roles.Analyzer, dataflow.Analyzer},
	Run:      run,
}, true)

// checker holds the state of one pass.
type checker struct {
	pass  *analysis.Pass
	roles *roles.Package
	*memos
}

// memos are a checker's memo maps, one set per package.
type memos struct {
	// sources maps a source TypeName to its seats: the local source (from
	// the carrier's declaration) and imported ones (from the roles' facts),
	// with nil for "looked up, not a source".
	sources map[*types.TypeName]*roles.Source
	// carriers maps a func to its carrier fact, local or imported, with nil
	// for "looked up, not a carrier".
	carriers map[*types.Func]*roles.CarrierFact
	// holds memoizes zeroHolds.
	holds map[types.Type]*roles.Source
	// fields memoizes holdingFields.
	fields map[*types.Struct][]int
}

func newMemos() *memos {
	return &memos{
		sources:  make(map[*types.TypeName]*roles.Source),
		carriers: make(map[*types.Func]*roles.CarrierFact),
		holds:    make(map[types.Type]*roles.Source),
		fields:   make(map[*types.Struct][]int),
	}
}

func run(pass *analysis.Pass) (any, error) {
	r := pass.ResultOf[roles.Analyzer].(*roles.Package)
	if r == nil {
		return nil, nil // takes no part: no syntax walked
	}
	r.Report(pass, true, directive.Carrier, directive.Seats, directive.Restricting)
	c := newChecker(pass, r)
	c.checkReads(r.Carrier)
	if !r.CanNameSource() {
		// Directives of other roles only: no source type can be named
		// here, so there is nothing to construct or call.
		return nil, nil
	}
	c.walk(pass.ResultOf[inspect.Analyzer].(*inspector.Inspector))
	reportFlow(pass)
	return nil, nil
}

// newChecker returns a checker that knows the local carrier and source.
func newChecker(pass *analysis.Pass, r *roles.Package) *checker {
	c := &checker{pass: pass, roles: r, memos: newMemos()}
	if local := r.Carrier; local != nil && local.Func != nil {
		c.carriers[local.Func] = local.Fact()
		if s := local.Source; s != nil {
			c.sources[s.Obj] = s
		}
	}
	return c
}

// walk visits every node that can construct a source value or discard a
// carrier's result.
func (c *checker) walk(insp *inspector.Inspector) {
	filter := []ast.Node{
		(*ast.CompositeLit)(nil),
		(*ast.ValueSpec)(nil),
		(*ast.CallExpr)(nil),
		(*ast.FuncDecl)(nil),
		(*ast.FuncLit)(nil),
		(*ast.ExprStmt)(nil),
		(*ast.AssignStmt)(nil),
		(*ast.GoStmt)(nil),
		(*ast.DeferStmt)(nil),
	}
	insp.Preorder(filter, func(n ast.Node) {
		switch n := n.(type) {
		case *ast.CompositeLit:
			c.checkLiteral(n)
		case *ast.ValueSpec:
			c.checkVarSpec(n)
			c.checkDiscardSpec(n)
		case *ast.CallExpr:
			c.checkCall(n)
		case *ast.FuncDecl:
			if n.Body != nil {
				c.checkNamedResults(n.Type)
			}
		case *ast.FuncLit:
			c.checkNamedResults(n.Type)
		case *ast.ExprStmt:
			if call, ok := ast.Unparen(n.X).(*ast.CallExpr); ok {
				c.checkDiscard(call, "its value is unused")
			}
		case *ast.GoStmt:
			c.checkDiscard(n.Call, "a go statement drops it")
		case *ast.DeferStmt:
			c.checkDiscard(n.Call, "a defer statement drops it")
		case *ast.AssignStmt:
			c.checkDiscardAssign(n)
		}
	})
}

// sourceOf returns the source whose type t is (through aliases), or nil.
func (c *checker) sourceOf(t types.Type) *roles.Source {
	named, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return nil
	}
	obj := named.Obj()
	if s, ok := c.sources[obj]; ok {
		return s
	}
	s := c.roles.ImportedSource(named)
	c.sources[obj] = s
	return s
}

// zeroHolds returns the source that a zero value of t holds, if any: t is
// a source, or a struct or non-empty array that holds one by value. Such a
// zero value is a source that names no seat.
func (c *checker) zeroHolds(t types.Type) *roles.Source {
	if s, ok := c.holds[t]; ok {
		return s
	}
	c.holds[t] = nil // cycle guard (invalid recursive types)
	var s *roles.Source
	switch u := types.Unalias(t).(type) {
	case *types.Named:
		if s = c.sourceOf(u); s == nil {
			s = c.zeroHolds(u.Underlying())
		}
	case *types.Struct:
		for i := range u.NumFields() {
			if s = c.zeroHolds(u.Field(i).Type()); s != nil {
				break
			}
		}
	case *types.Array:
		if u.Len() > 0 {
			s = c.zeroHolds(u.Elem())
		}
	}
	c.holds[t] = s
	return s
}

// reportf reports a finding of the given kind (its ID in package kinds,
// the diagnostic's category) over rng, as analysis.Pass.ReportRangef would.
func (c *checker) reportf(rng analysis.Range, kind, format string, args ...any) {
	c.pass.Report(analysis.Diagnostic{Pos: rng.Pos(), End: rng.End(), Category: kind, Message: fmt.Sprintf(format, args...)})
}

// typeString names t for a message: qualified by package name, not path,
// and unqualified in the package under analysis.
func (c *checker) typeString(t types.Type) string {
	return types.TypeString(t, roles.ByName(c.pass.Pkg))
}

// reportFlow reports the dataflow findings this analyzer owns: carrier
// sources that are not whole on every path, and carriers or functions that
// hand a source on used as values.
func reportFlow(pass *analysis.Pass) {
	if df := pass.ResultOf[dataflow.Analyzer].(*dataflow.Result); df != nil {
		res := df.Flow
		for _, ds := range [][]analysis.Diagnostic{res.Sources, res.Values} {
			for _, d := range ds {
				pass.Report(d)
			}
		}
	}
}
