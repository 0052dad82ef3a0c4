package flowrules

import (
	"testing"

	"github.com/sema-agent/clampvet/bench/genengine"
	"github.com/sema-agent/clampvet/internal/dataflow/straightline"
	"github.com/sema-agent/clampvet/testkit/analyzemodule"
	"golang.org/x/tools/go/analysis"
	analysischecker "golang.org/x/tools/go/analysis/checker"
)

// BenchmarkClear pairs the flow rules (with the SSA they build for the
// census too) on a generated engine of 2,000 constructors, with the
// syntactic pass and without it (every participating function built and
// checked on SSA).
// The engine is loaded and type-checked once; each iteration analyzes it.
func BenchmarkClear(b *testing.B) {
	suite := []*analysis.Analyzer{Analyzer}
	roots := analyzemodule.LoadGenerated(b, genengine.Config{N: 2000, P: 10, S: 16, Layers: 2}, Analyzer)
	for _, mode := range []struct {
		name string
		off  bool
	}{{"syntactic+ssa", false}, {"ssa_only", true}} {
		b.Run(mode.name, func(b *testing.B) {
			straightline.Off = mode.off
			defer func() { straightline.Off = false }()
			for b.Loop() {
				if _, err := analysischecker.Analyze(suite, roots, &analysischecker.Options{Sequential: true}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
