package flowpass

import (
	"path/filepath"
	"testing"

	"github.com/sema-agent/clampvet/bench/genengine"
	"github.com/sema-agent/clampvet/internal/load"
	"github.com/sema-agent/clampvet/testkit/scenarios"
	"golang.org/x/tools/go/analysis"
	analysischecker "golang.org/x/tools/go/analysis/checker"
)

// TestClearAgreesWithSSA pins that the syntactic pass only ever clears a
// function in which the SSA rules report nothing and derive the same
// obligations: under verifyClear every run builds SSA for the cleared
// functions too and records each disagreement. It runs on every scenario
// of the three analyzers (their failing cases hold every class of fault
// the rules find), the example engine, and generated engines, clean and
// with every kind of mistake genengine injects. It also checks that the
// pass clears the constructors and the builders of a generated engine, so
// that neither fast path can silently stop working.
func TestClearAgreesWithSSA(t *testing.T) {
	verifyClear = true
	defer func() { verifyClear = false }()
	var dirs []string
	for _, prefix := range []string{"clampseats", "constructors", "notcarried"} {
		dirs = append(dirs, scenarios.Dirs(t, prefix)...)
	}
	dirs = append(dirs, filepath.Join(scenarios.Root(t), "..", "..", "examples", "engine"))
	total := 0
	for _, dir := range dirs {
		total += clearedIn(t, dir)
	}
	if total == 0 {
		t.Fatal("the syntactic pass cleared no function of any scenario")
	}
	// The engine's n constructors, and the builders of about one in five
	// (those that hand a keyed literal to an in-place applier or a
	// producer): without the builders the pass clears about n.
	const n = 400
	if got := clearedIn(t, generated(t, genengine.Config{N: n, P: 8, S: 6, Layers: 2})); got < n+n/10 {
		t.Errorf("the syntactic pass cleared %d functions of a generated engine of %d constructors, want at least %d", got, n, n+n/10)
	}
	clearedIn(t, generated(t, genengine.Config{N: n, P: 8, S: 6, Layers: 2, Broken: n / 4}))
}

// generated writes a generated engine into a temporary directory.
func generated(t *testing.T, cfg genengine.Config) string {
	t.Helper()
	e, err := genengine.Generate(cfg)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := e.Write(dir, true); err != nil {
		t.Fatal(err)
	}
	return dir
}

// clearedIn runs the flow rules over every package of the module in dir
// and returns how many functions the syntactic pass cleared, failing the
// test for each disagreement with SSA.
func clearedIn(t *testing.T, dir string) int {
	t.Helper()
	res, err := load.Load(load.Config{Dir: dir, Tests: true, Analyzers: []*analysis.Analyzer{Analyzer}}, []string{"./..."})
	if err != nil {
		t.Fatalf("%s: %v", dir, err)
	}
	g, err := analysischecker.Analyze([]*analysis.Analyzer{Analyzer}, res.AnalysisRoots, nil)
	if err != nil {
		t.Fatalf("%s: %v", dir, err)
	}
	n := 0
	for act := range g.All() {
		r, _ := act.Result.(*Result)
		if act.Analyzer != Analyzer || r == nil {
			continue
		}
		n += r.cleared
		for _, d := range r.disagreements {
			t.Errorf("%s: %s", filepath.Base(dir), d)
		}
	}
	return n
}
