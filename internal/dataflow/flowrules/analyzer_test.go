package flowrules

import (
	"go/types"
	"reflect"

	"github.com/sema-agent/clampvet/internal/dataflow/flow"
	"github.com/sema-agent/clampvet/internal/dataflow/summary"
	"github.com/sema-agent/clampvet/internal/roles"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
)

// Analyzer runs the flow rules alone, as the dataflow analyzer runs them
// (Prepare, one build of what they want, Check, the summaries exported),
// for the tests that read their [*Result] and its unexported counts. The
// census takes no part in the flow rules' findings or summaries.
var Analyzer = &analysis.Analyzer{
	Name:       "flowrulesundertest",
	Doc:        "the flow rules alone, for tests",
	Requires:   []*analysis.Analyzer{roles.Analyzer, inspect.Analyzer},
	ResultType: reflect.TypeFor[*Result](),
	FactTypes:  []analysis.Fact{new(summary.Summary)},
	Run: func(pass *analysis.Pass) (any, error) {
		r, _ := pass.ResultOf[roles.Analyzer].(*roles.Package)
		if r == nil {
			return (*Result)(nil), nil
		}
		tbl := summary.NewTable(pass)
		p := Prepare(pass, r, tbl)
		res := p.Check(flow.Build(pass.Fset, pass.Pkg, pass.Files, pass.TypesInfo, func(obj types.Object) bool { return p.Wants(obj) }), flow.NewElements(nil))
		tbl.Export()
		return res, nil
	},
}
