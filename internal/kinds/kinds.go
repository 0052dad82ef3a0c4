// Package kinds is the catalogue of clampvet's finding kinds: every class
// of finding an analyzer reports has a stable, self-describing ID, a
// one-line title and a page with a failing and a passing example.
//
// A kind is the identity of a finding for everything that outlives one
// run: the SARIF rule code scanning groups alerts by, the name an audited
// exception (//clampvet:allow KIND reason) names, the help page
// ("clampvet help KIND", docs/analyzers.md), and part of a finding's
// fingerprint. Messages may be reworded; an ID never changes meaning. An
// analyzer reports a finding with its kind's ID as the diagnostic's
// Category, which go vet -json and every clampvet format carry.
//
// The catalogue is split by analyzer (one file each) so that the kinds sit
// next to nothing but each other; [All] is their concatenation, in the
// order the documentation lists them.
package kinds

import (
	"slices"
	"strings"

	"honnef.co/go/tools/analysis/lint"
)

// Kind is one class of finding.
type Kind struct {
	// ID is stable and kebab-case ("seat-written-after-clamps"), unique
	// across the suite, so that an exception names it without its
	// analyzer.
	ID string
	// Analyzer is the name of the analyzer that reports it; "" for the
	// kinds every analyzer reports about its own part of clampvet's
	// configuration: the suite's exceptions (for the exceptions that
	// name its kinds) and the directives (for the roles it owns).
	Analyzer string
	// Title is one line: what is wrong, as a statement.
	Title string
	// Text says why it matters and what to write instead, in the
	// conventions of lint.RawDocumentation (\' for a backquote).
	Text string
	// Bad is a failing example and Good the passing one, Go source as a
	// reader would write it (a "// finding: ..." comment marks the line).
	Bad, Good string
	// Severity is the kind's default level; the zero value is an error,
	// as every correctness finding of clampvet is.
	Severity lint.Severity
	// NotAllowable, when set, says why no //clampvet:allow can cover a
	// finding of this kind: it is about clampvet's own configuration (a
	// directive, the registry, an exception), where an exception would
	// switch a check off for every site instead of accepting one
	// reviewed site.
	NotAllowable string
}

// Allowable reports whether an audited exception may cover the kind.
func (k Kind) Allowable() bool { return k.NotAllowable == "" }

// Anchor is the kind's anchor in docs/analyzers.md.
func (k Kind) Anchor() string { return "kind-" + k.ID }

// DocsURL is where the analyzers' manual is published; a kind's page is
// DocsURL + "#" + its anchor.
const DocsURL = "https://github.com/sema-agent/clampvet/blob/main/docs/analyzers.md"

// URL is the address of the kind's page.
func (k Kind) URL() string { return DocsURL + "#" + k.Anchor() }

// Level is the kind's SARIF level: "error", "warning" or "note".
func (k Kind) Level() string {
	switch k.Severity {
	case lint.SeverityError, lint.SeverityNone:
		return "error"
	case lint.SeverityWarning, lint.SeverityDeprecated:
		return "warning"
	default:
		return "note"
	}
}

// All returns every kind of the suite, by analyzer in the order the
// drivers run them, then in the catalogue's order. The result is a fresh
// slice; the kinds are values.
func All() []Kind {
	return slices.Concat(clampseatsKinds, constructorsKinds, dataflowKinds, notcarriedKinds, allowKinds)
}

// Lookup returns the kind with the given ID.
func Lookup(id string) (Kind, bool) {
	for _, k := range All() {
		if k.ID == id {
			return k, true
		}
	}
	return Kind{}, false
}

// Of returns the kinds an analyzer reports, in the catalogue's order: its
// own and the suite's.
func Of(analyzer string) []Kind {
	var out []Kind
	for _, k := range All() {
		if k.Analyzer == analyzer || k.Analyzer == "" {
			out = append(out, k)
		}
	}
	return out
}

// Qualified is the name a finding's kind is printed with: "analyzer/id",
// or the analyzer alone for a finding of no kind, or whose category only
// repeats its analyzer's name (as an analyzer outside the suite may).
func Qualified(analyzer, id string) string {
	if id == "" || id == analyzer {
		return analyzer
	}
	return analyzer + "/" + id
}

// Valid reports whether id is spelt as an ID: lower-case ASCII words of
// letters and digits joined by single hyphens.
func Valid(id string) bool {
	if id == "" {
		return false
	}
	for _, w := range strings.Split(id, "-") {
		if w == "" {
			return false
		}
		for _, r := range w {
			if (r < 'a' || r > 'z') && (r < '0' || r > '9') {
				return false
			}
		}
	}
	return true
}
