package census

import (
	"go/types"
	"reflect"

	"github.com/sema-agent/clampvet/internal/dataflow/flow"
	"github.com/sema-agent/clampvet/internal/dataflow/flowrules"
	"github.com/sema-agent/clampvet/internal/dataflow/summary"
	"github.com/sema-agent/clampvet/internal/roles"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
)

// Analyzer runs the census as the dataflow analyzer runs it (the flow
// rules' pass over the package's uses, one build of what the census wants,
// the census, its summaries exported), for the tests that read its
// [*Findings] and their unexported counts. The flow rules' own findings
// and summaries take no part in the census's.
var Analyzer = &analysis.Analyzer{
	Name:       "censusundertest",
	Doc:        "the census alone, for tests",
	Requires:   []*analysis.Analyzer{roles.Analyzer, inspect.Analyzer},
	ResultType: reflect.TypeFor[*Findings](),
	FactTypes:  []analysis.Fact{new(summary.Summary)},
	Run: func(pass *analysis.Pass) (any, error) {
		r, _ := pass.ResultOf[roles.Analyzer].(*roles.Package)
		if r == nil {
			return (*Findings)(nil), nil
		}
		tbl := summary.NewTable(pass)
		p := Prepare(pass, r, tbl, flowrules.Prepare(pass, r, tbl).FuncUses())
		res := p.Run(flow.Build(pass.Fset, pass.Pkg, pass.Files, pass.TypesInfo, func(obj types.Object) bool { return p.Wants(obj) }), flow.NewElements(nil))
		tbl.Export()
		return res, nil
	},
}
