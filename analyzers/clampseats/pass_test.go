package clampseats

import (
	"testing"

	"github.com/sema-agent/clampvet/testkit/typecheck"
	"golang.org/x/tools/go/analysis"
)

// The tests and benchmarks of this package run the analyzer on in-memory
// packages (package testkit/typecheck), so that its hot paths can be
// measured without go list.

// world is a set of type-checked in-memory packages.
type world struct{ *typecheck.World }

func newWorld() *world { return &world{typecheck.NewWorld()} }

// add type-checks a package from sources (file name -> text); its
// imports must have been added before.
func (w *world) add(tb testing.TB, path string, srcs map[string]string) *typecheck.Package {
	tb.Helper()
	return w.Add(tb, path, srcs)
}

// run runs the analyzer (after the analyzers it requires) on p and returns
// the findings. Without withInspector the pass has no inspector, so a run
// that walks syntax panics.
func (w *world) run(tb testing.TB, p *typecheck.Package, fs *typecheck.Facts, withInspector bool) []analysis.Diagnostic {
	tb.Helper()
	return typecheck.Run(tb, w.Fset, Analyzer, p, fs, typecheck.Options{NoInspector: !withInspector})
}
