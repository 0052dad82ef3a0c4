// Package analyzemodule runs one analyzer over every package of a module on disk
// for the tests that compare an analyzer's fast paths with its slow ones
// (the syntactic passes with SSA, the quick lookups with go/types): on the
// scenarios, a generated engine, the example engine, and every broken copy
// of it that examples/engine/BREAKAGES.md lists; and it benchmarks one
// analyzer on the largest generated engine.
package analyzemodule

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/sema-agent/clampvet/bench/genengine"
	"github.com/sema-agent/clampvet/internal/driver/load"
	"github.com/sema-agent/clampvet/testkit/breakages"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// Generated writes a generated engine into a temporary directory and
// returns it.
func Generated(t testing.TB, cfg genengine.Config) string {
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

// BenchAnalyzer runs a (with the analyzers it requires) sequentially on a
// generated engine shaped as the performance figures' largest one:
// 10,000 constructors in 500 packages of three layers, loaded once.
// Besides the whole run it reports own-ns/op: the time of a's own
// actions summed over the packages, which leaves out what it requires.
func BenchAnalyzer(b *testing.B, a *analysis.Analyzer) {
	roots := LoadGenerated(b, genengine.Config{N: 10000, P: 500, S: 16, Layers: 3}, a)
	b.ReportAllocs()
	var own time.Duration
	n := 0
	for b.Loop() {
		g, err := checker.Analyze([]*analysis.Analyzer{a}, roots, &checker.Options{Sequential: true})
		if err != nil {
			b.Fatal(err)
		}
		for act := range g.All() {
			if act.Analyzer == a {
				own += act.Duration
			}
		}
		n++
	}
	if n == 0 || own == 0 {
		b.Fatalf("%s ran on no package", a.Name)
	}
	b.ReportMetric(float64(own.Nanoseconds())/float64(n), "own-ns/op")
}

// LoadGenerated writes a generated engine and loads it for a as the
// driver does: the roots to give the checker.
func LoadGenerated(tb testing.TB, cfg genengine.Config, a *analysis.Analyzer) []*packages.Package {
	tb.Helper()
	dir := Generated(tb, cfg)
	res, err := load.Load(load.Config{Dir: dir, Analyzers: []*analysis.Analyzer{a}}, []string{"./..."})
	if err != nil {
		tb.Fatal(err)
	}
	return res.AnalysisRoots
}

// Result is an analyzer's result for one package.
type Result struct {
	Pkg   string // the package's ID (test variants have their own)
	Value any
}

// Results loads every package of the module in dir (test variants too),
// runs a on them, and returns a's result for each package, in no order.
func Results(t testing.TB, dir string, a *analysis.Analyzer) []Result {
	t.Helper()
	res, err := load.Load(load.Config{Dir: dir, Tests: true, Analyzers: []*analysis.Analyzer{a}}, []string{"./..."})
	if err != nil {
		t.Fatalf("%s: %v", dir, err)
	}
	g, err := checker.Analyze([]*analysis.Analyzer{a}, res.AnalysisRoots, nil)
	if err != nil {
		t.Fatalf("%s: %v", dir, err)
	}
	var out []Result
	for act := range g.All() {
		if act.Analyzer == a {
			out = append(out, Result{act.Package.ID, act.Result})
		}
	}
	return out
}

// BrokenExampleEngines calls run, in a subtest per case, with the
// directory of a copy of the example engine (and of the policy module
// beside it) broken as each example-engine case of BREAKAGES.md says;
// repo is the repository root. It fails when the example engine's cases
// are not most of the catalogue (a catalogue read wrongly runs nothing).
// It skips under -short: it copies the example engine once per case.
func BrokenExampleEngines(t *testing.T, repo string, run func(t *testing.T, engine string)) {
	t.Helper()
	if testing.Short() {
		t.Skip("copies the example engine once per case")
	}
	cases, err := breakages.Read(filepath.Join(repo, "examples", "engine", "BREAKAGES.md"))
	if err != nil {
		t.Fatal(err)
	}
	ran := 0
	for _, c := range cases {
		if c.Dir != "examples/engine" {
			continue // the policy module's cases: no constructor there
		}
		ran++
		t.Run(c.Name, func(t *testing.T) {
			root := t.TempDir()
			for _, d := range []string{"policy", filepath.Join("examples", "engine")} {
				if err := os.CopyFS(filepath.Join(root, d), os.DirFS(filepath.Join(repo, d))); err != nil {
					t.Fatal(err)
				}
			}
			c.Apply(t, root)
			run(t, filepath.Join(root, "examples", "engine"))
		})
	}
	if ran < len(cases)/2 {
		t.Fatalf("ran %d of the %d cases: the example engine's should be most of them", ran, len(cases))
	}
}
