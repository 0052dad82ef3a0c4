package load_test

import (
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/internal/driver/findings"
	"github.com/sema-agent/clampvet/internal/driver/load"
	"github.com/sema-agent/clampvet/testkit/drivertest"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
)

// TestCompileErrorsOnlyAnalyzed: a package that go/types accepts but the
// compiler rejects (a func without a body) is analyzed, as go vet analyzes
// it, and its compiler error is still reported; a package with a type error
// is still skipped.
func TestCompileErrorsOnlyAnalyzed(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"go.mod":      "module example.com/m\n\ngo 1.22\n",
		"nobody/a.go": "package nobody\n\n// TODO(fix): found by the analyzer\nfunc Asm()\n",
		"typo/b.go":   "package typo\n\n// TODO(fix): not analyzed\nvar X int = \"s\"\n",
	})
	todo := []*analysis.Analyzer{drivertest.Todo}
	res, err := load.Load(load.Config{Dir: dir, Analyzers: todo}, []string{"./..."})
	if err != nil {
		t.Fatal(err)
	}
	ill := map[string]bool{}
	for _, p := range res.AnalysisRoots {
		ill[p.PkgPath] = p.IllTyped
	}
	if ill["example.com/m/nobody"] || !ill["example.com/m/typo"] {
		t.Fatalf("IllTyped = %v, want nobody analyzable and typo not", ill)
	}
	var compileErr bool
	for _, e := range findings.LoadErrors(res.Roots) {
		compileErr = compileErr || strings.Contains(e.Msg, "missing function body")
	}
	if !compileErr {
		t.Errorf("load errors %v: the compiler's error is not reported", findings.LoadErrors(res.Roots))
	}
	g, err := checker.Analyze(todo, res.AnalysisRoots, nil)
	if err != nil {
		t.Fatal(err)
	}
	r := findings.Collect(g)
	var found []string
	for _, f := range r.Findings {
		found = append(found, f.Pos.Filename)
	}
	if len(found) != 1 || !strings.HasSuffix(found[0], "nobody/a.go") {
		t.Errorf("findings in %q, want one in nobody/a.go", found)
	}
	if len(r.Errors) != 1 || !strings.Contains(r.Errors[0].Err.Error(), "analysis skipped due to errors in package") {
		t.Errorf("analysis errors = %v, want typo's analysis skipped", r.Errors)
	}
}
