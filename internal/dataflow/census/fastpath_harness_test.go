package census_test

import (
	"strings"
	"sync"
	"testing"

	"github.com/sema-agent/clampvet/internal/dataflow"
	"github.com/sema-agent/clampvet/testkit/typecheck"
	"golang.org/x/tools/go/analysis"
)

// The generated cases and the shapes run the whole dataflow analyzer, so
// that each case checks both fast paths against SSA (the census's and the
// flow rules', which also reads these builders).

// dataflowResults holds the dataflow result of every package analyzed by
// fastPathWorld, by *types.Package.
var dataflowResults sync.Map

// keeper keeps the dataflow's result of each package for dataflowOf.
var keeper = &analysis.Analyzer{
	Name:     "dataflowkeeper",
	Doc:      "keeps the dataflow results (test)",
	Requires: []*analysis.Analyzer{dataflow.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		dataflowResults.Store(pass.Pkg, pass.ResultOf[dataflow.Analyzer])
		return nil, nil
	},
}

// fastPathWorld is world with the whole dataflow analyzer.
func fastPathWorld(t *testing.T, pkgs ...src) *typecheck.World {
	t.Helper()
	w := typecheck.NewWorld()
	fs := typecheck.NewFacts()
	for _, p := range pkgs {
		name := p.path[strings.LastIndex(p.path, "/")+1:] + ".go"
		typecheck.Run(t, w.Fset, keeper, w.Add(t, p.path, map[string]string{name: p.text}), fs, typecheck.Options{})
	}
	return w
}

// dataflowOf returns the dataflow result of package path of w (nil: the
// package takes no part).
func dataflowOf(t *testing.T, w *typecheck.World, path string) *dataflow.Result {
	t.Helper()
	return stored[*dataflow.Result](t, w, &dataflowResults, path)
}

// disagreements are both fast paths' differences from SSA in res.
func disagreements(res *dataflow.Result) []string {
	return append(append([]string(nil), res.Census.FastPath.Disagreements...), res.Flow.FastPath.Disagreements...)
}
