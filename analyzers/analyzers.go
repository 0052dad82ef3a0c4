// Package analyzers is the clampvet suite: the three analyzers with their
// structured documentation, in the order drivers run and document them.
package analyzers

import (
	"github.com/sema-agent/clampvet/analyzers/clampseats"
	"github.com/sema-agent/clampvet/analyzers/constructors"
	"github.com/sema-agent/clampvet/analyzers/notcarried"
	"golang.org/x/tools/go/analysis"
	"honnef.co/go/tools/analysis/lint"
)

// All returns the clampvet analyzers with their documentation. The
// returned values are shared: callers must not mutate them.
func All() []*lint.Analyzer {
	return []*lint.Analyzer{
		{Doc: clampseats.Documentation, Analyzer: clampseats.Analyzer},
		{Doc: constructors.Documentation, Analyzer: constructors.Analyzer},
		{Doc: notcarried.Documentation, Analyzer: notcarried.Analyzer},
	}
}

// Analyzers returns the plain go/analysis analyzers of [All].
func Analyzers() []*analysis.Analyzer {
	all := All()
	out := make([]*analysis.Analyzer, len(all))
	for i, a := range all {
		out[i] = a.Analyzer
	}
	return out
}
