// Command noopvet is the floor clampvet is measured against: clampvet's own
// driver (internal/driver) with a suite of one analyzer that requires
// inspect.Analyzer and does nothing else. clampvet and noopvet therefore
// differ only in their analyzers — same flags, same loader, same output
// code — and the ratio of their times on the same corpus is the cost of
// clampvet's analyzers and of what the loader does for them (finding the
// packages that can take part and loading those from source).
//
// The no-op analyzer declares no fact type, so the loader loads it the way
// every go/analysis driver loads a suite without facts: the patterns from
// source, every dependency from export data, nothing else. See
// bench/run.sh and docs/PERFORMANCE.md.
//
// Usage is clampvet's:
//
//	go build -o noopvet ./bench/cmd/noopvet
//	noopvet [-test=false] [-stats] [-C dir] PACKAGES
package main

import (
	"os"

	"github.com/sema-agent/clampvet/internal/driver"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"honnef.co/go/tools/analysis/lint"
)

// Analyzer is the no-op: it takes the inspector every clampvet analyzer
// may take, so that building it is part of the floor, and reports nothing.
var Analyzer = &analysis.Analyzer{
	Name:     "noop",
	Doc:      "noop does nothing: it is the floor clampvet's benchmarks are measured against",
	Requires: []*analysis.Analyzer{inspect.Analyzer},
	Run:      func(*analysis.Pass) (any, error) { return nil, nil },
}

func main() {
	os.Exit(driver.Main([]*lint.Analyzer{{Analyzer: Analyzer}}, os.Args[1:], os.Stdout, os.Stderr))
}
