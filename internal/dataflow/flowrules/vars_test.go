package flowrules_test

import (
	"path/filepath"
	"regexp"
	"testing"

	"github.com/sema-agent/clampvet/internal/dataflow/flowrules"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
)

// TestConstructorVarObligations: a constructor var whose source is its
// parameter carries the obligation as its fact (// want NAME:"fact"), the
// obligation crosses the import to a function that hands the source on,
// and the importing package checks the var's calls and value uses: a field
// read passed in a function that names no source type, and the var stored
// as a value, each a finding; the keyed literal none.
func TestConstructorVarObligations(t *testing.T) {
	dir := filepath.Join(analysistest.TestData(), "src", "ctorvars")
	want := map[string][]string{
		"example.com/engine/lanes": nil,
		"example.com/engine/steps": {
			`^source passed to lanes\.Apply is a field read`,
			`^constructor var lanes\.Apply used as a value: call it directly$`,
		},
	}
	seen := map[string]bool{}
	for _, r := range analysistest.Run(t, dir, flowrules.Analyzer, "./...") {
		path := r.Pass.Pkg.Path()
		rxs, ok := want[path]
		if !ok {
			continue
		}
		seen[path] = true
		res, _ := r.Result.(*flowrules.Result)
		if res == nil {
			t.Errorf("%s takes part but has no result", path)
			continue
		}
		var got []analysis.Diagnostic
		for _, ds := range [][]analysis.Diagnostic{res.Reach, res.Vars, res.Sources, res.Values} {
			got = append(got, ds...)
		}
		if len(got) != len(rxs) {
			t.Errorf("%s: %d findings, want %d: %v", path, len(got), len(rxs), messages(got))
			continue
		}
		for i, rx := range rxs {
			if !regexp.MustCompile(rx).MatchString(got[i].Message) {
				t.Errorf("%s: finding %d is %q, want %s", path, i, got[i].Message, rx)
			}
		}
	}
	for path := range want {
		if !seen[path] {
			t.Errorf("%s was not analyzed", path)
		}
	}
}

func messages(ds []analysis.Diagnostic) []string {
	out := make([]string, len(ds))
	for i, d := range ds {
		out[i] = d.Message
	}
	return out
}
