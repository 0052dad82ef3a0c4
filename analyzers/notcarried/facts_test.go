package notcarried_test

import (
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/sema-agent/clampvet/analyzers/notcarried"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// load loads a scenario module the way analysistest does (module mode, no
// network, no workspace), with dependencies from source so facts flow.
func load(t testing.TB, dir string, patterns ...string) []*packages.Package {
	t.Helper()
	cfg := &packages.Config{
		Mode: packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles | packages.NeedImports |
			packages.NeedTypes | packages.NeedTypesSizes | packages.NeedSyntax | packages.NeedTypesInfo |
			packages.NeedDeps | packages.NeedModule,
		Dir:   dir,
		Tests: true,
		Env:   append(os.Environ(), "GO111MODULE=on", "GOPROXY=off", "GOWORK=off"),
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	if packages.PrintErrors(pkgs) > 0 {
		t.Fatalf("%s: packages have errors", dir)
	}
	return pkgs
}

// TestRealPolicyModule analyzes the real policy module, with its tests, as
// a root (not only as a dependency) and requires zero findings. (The roles
// it exports are pinned by the roles package's tests.)
func TestRealPolicyModule(t *testing.T) {
	dir := filepath.Join(scenarios, "notcarried_real_policy_module")
	pkgs := load(t, dir, "github.com/sema-agent/policy", "./...")
	graph, err := checker.Analyze([]*analysis.Analyzer{notcarried.Analyzer}, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	var analyzed []string
	for _, act := range graph.Roots {
		analyzed = append(analyzed, act.Package.ID)
		if act.Err != nil {
			t.Errorf("%s: %v", act.Package.ID, act.Err)
		}
		for _, d := range act.Diagnostics {
			t.Errorf("%s: %s", act.Package.Fset.Position(d.Pos), d.Message)
		}
	}
	sort.Strings(analyzed)
	found := false
	for _, id := range analyzed {
		found = found || id == "github.com/sema-agent/policy"
	}
	if !found {
		t.Fatalf("the policy package was not analyzed as a root; roots: %v", analyzed)
	}
}
