package flowrules_test

import (
	"go/types"
	"path/filepath"
	"slices"
	"testing"

	"github.com/sema-agent/clampvet/internal/dataflow/flowrules"
	"github.com/sema-agent/clampvet/testkit/analyzemodule"
	"golang.org/x/tools/go/analysis/analysistest"
)

// TestFacts runs the analyzer on a module with an own carrier: the
// summaries it exports (// want NAME:"fact") are exactly those expected,
// across packages (an obligation and a whole return that come from another
// package's facts), and SSA is built only in the packages that use a
// carrier, a source or a function with a fact.
func TestFacts(t *testing.T) {
	dir := filepath.Join(analysistest.TestData(), "src", "facts")
	built := map[string]bool{}
	for _, r := range analysistest.Run(t, dir, flowrules.Analyzer, "./...") {
		res, _ := r.Result.(*flowrules.Result)
		path := r.Pass.Pkg.Path()
		switch {
		case path == "example.com/engine/other":
			if res != nil {
				t.Errorf("%s takes no part but has a result", path)
			}
			continue
		case res == nil:
			t.Errorf("%s takes part but has no result", path)
			continue
		}
		built[path] = res.Built
		if path == "example.com/engine/agents" {
			checkImported(t, r.Pass.Pkg, res)
		}
		if n := len(res.Reach) + len(res.Sources) + len(res.Values) + len(res.Vars); n != 0 {
			t.Errorf("%s: %d findings in a correct module", path, n)
		}
	}
	want := map[string]bool{
		"example.com/engine/policy":    true, // its carrier's signature names the source
		"example.com/engine/helpers":   true,
		"example.com/engine/agents":    true,
		"example.com/engine/specsonly": false,
	}
	for path, w := range want {
		if built[path] != w {
			t.Errorf("%s: built = %v, want %v", path, built[path], w)
		}
	}
}

// checkImported reads the facts of package helpers through the result of
// package agents, which imports it.
func checkImported(t *testing.T, pkg *types.Package, res *flowrules.Result) {
	t.Helper()
	var helpers *types.Package
	for _, imp := range pkg.Imports() {
		if imp.Path() == "example.com/engine/helpers" {
			helpers = imp
		}
	}
	if helpers == nil {
		t.Fatal("agents does not import helpers")
	}
	fn := func(name string) *types.Func { return helpers.Scope().Lookup(name).(*types.Func) }
	if got := res.Obligations(fn("Hand")); !slices.Equal(got, []int{0}) {
		t.Errorf("Obligations(helpers.Hand) = %v, want [0]", got)
	}
	if got := res.Obligations(fn("From")); got != nil {
		t.Errorf("Obligations(helpers.From) = %v, want none", got)
	}
	if !res.ReturnsWhole(fn("From")) || res.ReturnsWhole(fn("Partial")) {
		t.Error("ReturnsWhole: want helpers.From and not helpers.Partial")
	}
	v := func(name string) *types.Var { return helpers.Scope().Lookup(name).(*types.Var) }
	if !res.ConstructorVar(v("Build")) || res.ConstructorVar(v("Other")) {
		t.Error("ConstructorVar: want helpers.Build and not helpers.Other")
	}
}

// BenchmarkAnalyzer runs the analyzer (with the roles and the inspector it
// requires) on the performance figures' largest generated engine. Nearly
// every function is cleared there without SSA, so own-ns/op is the
// syntactic work of the flow rules (profile it with -cpuprofile, focused
// on flowrules).
func BenchmarkAnalyzer(b *testing.B) { analyzemodule.BenchAnalyzer(b, flowrules.Analyzer) }
