// Package dataflow is clampvet's one dataflow analyzer: where a package
// takes part, it follows carrier sources, clamps and child specs through
// the package's functions, once, for the three analyzers that report what
// it finds.
//
// It owns, once each, what the analysis needs to know before it reads a
// function: which declarations take part (the flow rules' selection and
// the census's, each cleared first by its syntactic pass where the syntax
// proves the shape), one SSA build of exactly those, and one summary per
// declaration (package summary), the only fact it exports. Its parts run
// in order on the same build and the same table of summaries:
//
//   - the flow rules (package flowrules): carrier sources are whole, the
//     clamps reach every output of a constructor, constructor vars stay put;
//   - the census (package census): every spec that reaches a spawn sink
//     comes from a registered constructor or a root.
//
// It reports nothing itself: its [*Result] holds the findings, which the
// constructors and clampseats analyzers report, as nilness reports what
// it reads from buildssa. The result is nil in a package that takes no
// part, where nothing is read or built.
package dataflow

import (
	"go/ast"
	"go/token"
	"go/types"
	"reflect"

	"github.com/sema-agent/clampvet/internal/dataflow/census"
	"github.com/sema-agent/clampvet/internal/dataflow/flow"
	"github.com/sema-agent/clampvet/internal/dataflow/flowrules"
	"github.com/sema-agent/clampvet/internal/dataflow/summary"
	"github.com/sema-agent/clampvet/internal/roles"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
)

// Analyzer runs the dataflow where a package takes part and exports the
// summaries that carry it across packages. It reports nothing.
var Analyzer = &analysis.Analyzer{
	Name:       "clampvetdataflow",
	Doc:        "follows carrier sources, clamps and child specs for the clampvet analyzers (sources are whole, clamps reach every output, every child spec comes from the registry); reports nothing",
	URL:        "https://github.com/sema-agent/clampvet/blob/main/docs/DESIGN.md",
	Requires:   []*analysis.Analyzer{roles.Analyzer, inspect.Analyzer},
	Run:        run,
	ResultType: reflect.TypeFor[*Result](),
	FactTypes:  []analysis.Fact{new(summary.Summary)},
}

// Result is what the dataflow found in one package. It is read only after
// the run, so the analyzers that require this one may read it
// concurrently.
type Result struct {
	// Flow are the flow rules' findings (constructors and clampseats).
	Flow *flowrules.Result
	// Census are the census's findings and what reaches each sink
	// (constructors, and clampvet graph).
	Census *census.Findings
}

func run(pass *analysis.Pass) (any, error) {
	r, _ := pass.ResultOf[roles.Analyzer].(*roles.Package)
	if r == nil {
		summarizeLists(pass) // takes no part: its list helpers at most, in the module under analysis
		return (*Result)(nil), nil
	}
	tbl := summary.NewTable(pass)
	rules := flowrules.Prepare(pass, r, tbl)
	cens := census.Prepare(pass, r, tbl, rules.FuncUses())
	reflective := reflectHelpers(pass, tbl, rules.FuncUses())
	built := flow.Build(pass.Fset, pass.Pkg, pass.Files, pass.TypesInfo, func(obj types.Object) bool {
		return rules.Wants(obj) || cens.Wants(obj) || reflective[obj]
	})
	elems := flow.NewElements(func(g *types.Func) ([]int, bool) {
		if s := tbl.Imported(g); s != nil {
			return s.Elements, true
		}
		return nil, r.TakesPart(g.Pkg())
	})
	elems.SetReflectImported(func(g *types.Func) []int {
		if s := tbl.Imported(g); s != nil {
			return s.ReflectWrites
		}
		return nil
	})
	res := &Result{Flow: rules.Check(built, elems), Census: cens.Run(built, elems)}
	markFaulty(pass, tbl, res.Flow.Reach, res.Flow.Sources)
	exportElements(tbl, built, elems)
	tbl.Export()
	return res, nil
}

// exportElements writes into the summaries of the package's built
// functions the parameters whose elements they write, and those they
// write through reflection, for the packages that hand them a seat's
// value or a holder's address.
func exportElements(tbl *summary.Table, built *flow.Built, elems *flow.Elements) {
	for _, fn := range built.Funcs() {
		if ps := elems.Params(fn); len(ps) > 0 {
			tbl.Edit(fn.Object()).Elements = ps
		}
		if ps := elems.ReflectParams(fn); len(ps) > 0 {
			tbl.Edit(fn.Object()).ReflectWrites = ps
		}
	}
}

// markFaulty marks the declarations the flow rules' findings lie in: a
// constructor whose clamps do not hold is not one to another module.
func markFaulty(pass *analysis.Pass, tbl *summary.Table, lists ...[]analysis.Diagnostic) {
	for _, ds := range lists {
		for _, d := range ds {
			if obj := declAt(pass, d.Pos); obj != nil {
				tbl.Edit(obj).Faulty = true
			}
		}
	}
}

// declAt is the package-level func, method or var whose declaration holds
// pos, or nil.
func declAt(pass *analysis.Pass, pos token.Pos) types.Object {
	for _, f := range pass.Files {
		if pos < f.FileStart || pos >= f.FileEnd {
			continue
		}
		for _, d := range f.Decls {
			if pos < d.Pos() || pos >= d.End() {
				continue
			}
			switch d := d.(type) {
			case *ast.FuncDecl:
				return pass.TypesInfo.Defs[d.Name]
			case *ast.GenDecl:
				for _, spec := range d.Specs {
					if vs, ok := spec.(*ast.ValueSpec); ok && pos >= vs.Pos() && pos < vs.End() && len(vs.Names) == 1 {
						return pass.TypesInfo.Defs[vs.Names[0]]
					}
				}
			}
			return nil
		}
	}
	return nil
}
