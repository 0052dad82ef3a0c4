// Command noopfactsvet is the floor of clampvet under go vet: clampvet's own
// driver (internal/driver) with a suite of one analyzer that requires
// inspect.Analyzer, declares a fact type, and does nothing else.
//
// Declaring a fact type is what makes go vet run a tool on every package
// of the build graph (the standard library included) instead of on the
// named packages only: vet must compute the facts of every dependency
// before it analyzes the packages that import it. noopvet, which declares
// none, cannot be the floor of that mode. Every clampvet analyzer declares
// facts, so this is the cost clampvet's design starts from under go vet,
// and the ratio of clampvet to it is what clampvet's analyzers add there.
// See bench/run.sh (mode vet) and docs/PERFORMANCE.md.
//
// Usage is clampvet's as a vet tool:
//
//	go build -o noopfactsvet ./bench/cmd/noopfactsvet
//	go vet -vettool=$PWD/noopfactsvet PACKAGES
package main

import (
	"os"

	"github.com/sema-agent/clampvet/internal/driver"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"honnef.co/go/tools/analysis/lint"
)

// noFact is the fact type the analyzer declares and never exports.
type noFact struct{}

// AFact marks noFact as an analysis.Fact.
func (*noFact) AFact() {}

func (*noFact) String() string { return "noFact" }

// Analyzer is the no-op with facts: it takes the inspector every clampvet
// analyzer may take and declares a fact type, so that building the
// inspector and running on every package of the graph are part of the
// floor, and it reports and exports nothing.
var Analyzer = &analysis.Analyzer{
	Name:      "noopfacts",
	Doc:       "noopfacts declares a fact type and does nothing: it is the floor clampvet is measured against under go vet",
	Requires:  []*analysis.Analyzer{inspect.Analyzer},
	FactTypes: []analysis.Fact{new(noFact)},
	Run:       func(*analysis.Pass) (any, error) { return nil, nil },
}

func main() {
	os.Exit(driver.Main([]*lint.Analyzer{{Analyzer: Analyzer}}, os.Args[1:], os.Stdout, os.Stderr))
}
