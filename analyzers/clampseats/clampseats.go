// Package clampseats is a placeholder until the analyzer lands.
package clampseats

import (
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"honnef.co/go/tools/analysis/lint"
)

// Documentation is the analyzer's structured documentation.
var Documentation = &lint.RawDocumentation{
	Title:    "placeholder",
	Text:     "placeholder",
	Since:    "v0.1.0",
	Severity: lint.SeverityError,
}

// Analyzer is the clampseats analyzer.
var Analyzer = &analysis.Analyzer{
	Name:     "clampseats",
	Doc:      Documentation.Compile().String(),
	URL:      "https://github.com/sema-agent/clampvet/blob/main/docs/analyzers.md#clampseats",
	Requires: []*analysis.Analyzer{inspect.Analyzer},
	Run:      func(*analysis.Pass) (any, error) { return nil, nil },
}
