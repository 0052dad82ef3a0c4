package census_test

import (
	"runtime"
	"testing"
	"time"

	"github.com/sema-agent/clampvet/bench/genengine"
	"github.com/sema-agent/clampvet/internal/census"
	"github.com/sema-agent/clampvet/internal/load"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
)

// BenchmarkAnalyzer runs the census (with the analyzers it requires)
// sequentially on a generated engine shaped as the performance figures'
// largest one: 10,000 constructors in 500 packages of three layers, where
// the syntactic pass clears nearly every builder. Besides the whole run it
// reports census-ns/op, the time of the census's own actions summed over
// the packages, which leaves out the analyzers it requires. Profile it
// with -cpuprofile focused on census.check. The engine is loaded once.
func BenchmarkAnalyzer(b *testing.B) {
	e, err := genengine.Generate(genengine.Config{N: 10000, P: 500, S: 16, Layers: 3})
	if err != nil {
		b.Fatal(err)
	}
	dir := b.TempDir()
	if err := e.Write(dir, true); err != nil {
		b.Fatal(err)
	}
	suite := []*analysis.Analyzer{census.Analyzer}
	res, err := load.Load(load.Config{Dir: dir, Analyzers: suite}, []string{"./..."})
	if err != nil {
		b.Fatal(err)
	}
	runtime.GC()
	b.ReportAllocs()
	var own time.Duration
	n := 0
	for b.Loop() {
		g, err := checker.Analyze(suite, res.AnalysisRoots, &checker.Options{Sequential: true})
		if err != nil {
			b.Fatal(err)
		}
		for act := range g.All() {
			if act.Analyzer == census.Analyzer {
				own += act.Duration
			}
		}
		n++
	}
	if n == 0 || own == 0 {
		b.Fatal("the census ran on no package")
	}
	b.ReportMetric(float64(own.Nanoseconds())/float64(n), "census-ns/op")
}
