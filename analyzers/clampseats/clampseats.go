package clampseats

import (
	"go/ast"
	"go/types"

	"github.com/sema-agent/clampvet/internal/directive"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
)

// Analyzer is the clampseats analyzer. It requires only inspect.Analyzer
// and exports the facts carrierFact, sourceFact and markFact.
var Analyzer = &analysis.Analyzer{
	Name:      "clampseats",
	Doc:       Documentation.Compile().String(),
	URL:       "https://github.com/sema-agent/clampvet/blob/main/docs/analyzers.md#clampseats",
	Requires:  []*analysis.Analyzer{inspect.Analyzer},
	FactTypes: []analysis.Fact{(*carrierFact)(nil), (*sourceFact)(nil), (*markFact)(nil)},
	Run:       run,
}

// checker holds the state of one pass.
type checker struct {
	pass *analysis.Pass

	// sources maps a source TypeName to its seats: the local source (from
	// the carrier's declaration) and imported ones (from sourceFact), with
	// nil for "looked up, not a source".
	sources map[*types.TypeName]*source
	// carriers maps a func to its carrierFact, local or imported, with nil
	// for "looked up, not a carrier".
	carriers map[*types.Func]*carrierFact
	// holds memoizes zeroHolds.
	holds map[types.Type]*source
}

// source is a clamp source type as seen from the package under analysis.
type source struct {
	obj   *types.TypeName
	named *types.Named
	// seats are the source's fields, one per seat, in declaration order.
	seats []*types.Var
}

func (s *source) names() []string {
	out := make([]string, len(s.seats))
	for i, f := range s.seats {
		out[i] = f.Name()
	}
	return out
}

func run(pass *analysis.Pass) (any, error) {
	// The early exit: look at the direct imports' facts and the comments
	// only. Most packages of a build (std and every dependency that has
	// nothing to do with clamps) leave here.
	imported := importsParticipant(pass)
	mentions := directive.Mentions(pass.Files)
	if !imported && !mentions {
		return nil, nil
	}

	c := &checker{
		pass:     pass,
		sources:  make(map[*types.TypeName]*source),
		carriers: make(map[*types.Func]*carrierFact),
		holds:    make(map[types.Type]*source),
	}

	var declared []string // carriers declared here
	if mentions {
		res := directive.Scan(pass.Fset, pass.Files)
		for _, p := range res.ProblemsOf(true, directive.Carrier, directive.Seats) {
			pass.Report(analysis.Diagnostic{Pos: p.Pos, End: p.End, Message: p.Message})
		}
		carrierFound, hasCarrier := res.First(directive.Carrier)
		var local *source
		if hasCarrier {
			local = c.checkCarrier(carrierFound.Func)
			declared = append(declared, carrierFound.Name.Name)
		}
		if seats, ok := res.First(directive.Seats); ok {
			c.checkSeatList(seats, local, hasCarrier)
		}
	}

	if len(declared) == 0 && !imported {
		// Directives of other roles only: no source type can be named
		// here, so there is nothing to construct or call.
		return nil, nil
	}
	pass.ExportPackageFact(&markFact{Carriers: declared})

	c.walk(pass.ResultOf[inspect.Analyzer].(*inspector.Inspector))
	return nil, nil
}

// importsParticipant reports whether a direct import carries the mark.
func importsParticipant(pass *analysis.Pass) bool {
	var mark markFact
	for _, imp := range pass.Pkg.Imports() {
		if pass.ImportPackageFact(imp, &mark) {
			return true
		}
	}
	return false
}

// walk visits every node that can construct a source value or discard a
// carrier's result.
func (c *checker) walk(insp *inspector.Inspector) {
	filter := []ast.Node{
		(*ast.File)(nil),
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
	var file *ast.File
	insp.Preorder(filter, func(n ast.Node) {
		switch n := n.(type) {
		case *ast.File:
			file = n
		case *ast.CompositeLit:
			c.checkLiteral(file, n)
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
func (c *checker) sourceOf(t types.Type) *source {
	named, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return nil
	}
	obj := named.Obj()
	if s, ok := c.sources[obj]; ok {
		return s
	}
	var s *source
	var fact sourceFact
	if obj.Pkg() != nil && obj.Pkg() != c.pass.Pkg && c.pass.ImportObjectFact(obj, &fact) {
		s = sourceFromFact(named, &fact)
	}
	c.sources[obj] = s
	return s
}

// sourceFromFact resolves the fact's seat names to the fields of the type.
func sourceFromFact(named *types.Named, fact *sourceFact) *source {
	st, ok := named.Underlying().(*types.Struct)
	if !ok {
		return nil // a fact on a type that is no longer a struct: stale
	}
	s := &source{obj: named.Obj(), named: named}
	for _, name := range fact.Seats {
		for i := range st.NumFields() {
			if f := st.Field(i); f.Name() == name {
				s.seats = append(s.seats, f)
				break
			}
		}
	}
	return s
}

// zeroHolds returns the source that a zero value of t holds, if any: t is
// a source, or a struct or non-empty array that holds one by value. Such a
// zero value is a source that names no seat.
func (c *checker) zeroHolds(t types.Type) *source {
	if s, ok := c.holds[t]; ok {
		return s
	}
	c.holds[t] = nil // cycle guard (invalid recursive types)
	var s *source
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

// typeString names t for a message: qualified by package name, not path,
// and unqualified in the package under analysis.
func (c *checker) typeString(t types.Type) string {
	return types.TypeString(t, func(p *types.Package) string {
		if p == c.pass.Pkg {
			return ""
		}
		return p.Name()
	})
}
