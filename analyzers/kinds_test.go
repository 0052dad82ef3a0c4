package analyzers_test

import (
	"strings"
	"sync"
	"testing"

	"github.com/sema-agent/clampvet/analyzers"
	"github.com/sema-agent/clampvet/internal/kinds"
)

// TestEveryFindingHasAKind runs the whole suite on every scenario under
// testdata/src and fails on a finding whose category is not the ID of a
// kind its analyzer reports: a finding without a kind has no SARIF rule,
// no help page and cannot be excepted. Every kind of the catalogue must
// be reported by some scenario (an example no scenario exercises is a
// promise nothing checks), except the kinds listed in unexercised with
// the test that reports them instead.
func TestEveryFindingHasAKind(t *testing.T) {
	var mu sync.Mutex
	seen := make(map[string]bool)
	n := eachScenario(t, func(t *testing.T, ds []diagnostic) {
		for _, d := range ds {
			k, ok := kinds.Lookup(d.category)
			switch {
			case !ok:
				t.Errorf("%s: %s: finding of no kind (category %q): %s", d.fset.Position(d.pos), d.analyzer, d.category, d.message)
			case k.Analyzer != "" && k.Analyzer != d.analyzer:
				t.Errorf("%s: %s: finding of kind %s, which is %s's: %s", d.fset.Position(d.pos), d.analyzer, k.ID, k.Analyzer, d.message)
			}
			mu.Lock()
			seen[d.category] = true
			mu.Unlock()
		}
	})
	if n == 0 {
		t.Fatal("no finding in the scenarios: nothing was checked")
	}
	if t.Failed() {
		return
	}
	for _, k := range kinds.All() {
		if !seen[k.ID] && unexercised[k.ID] == "" {
			t.Errorf("kind %s is reported by no scenario under testdata/src: add one", k.ID)
		}
	}
}

// unexercised are the kinds no scenario under testdata/src can report,
// each with the test that reports it instead.
var unexercised = map[string]string{
	// A Go file the build excludes that cannot be read: git keeps no
	// file permissions but the executable bit, and a dangling link
	// (which go list does list) is no link in a Windows checkout or a
	// module zip.
	kinds.DirectiveFileUnreadable: "internal/directive: TestUnreadableIgnoredFile, TestProblemKinds/unreadable",
	// analysistest always gives the driver a module, and -module is a
	// flag of the process: the two module findings need a load without
	// module data, or a flag set for one test.
	kinds.RegistryNoModule:      "analyzers/constructors: TestModuleKinds",
	kinds.RegistryOutsideModule: "analyzers/constructors: TestModuleKinds",
}

// TestCatalogue checks every kind of the catalogue: a kebab-case ID unique
// across the suite, an analyzer of the suite (or none, for the suite's
// own kinds), a one-line title, a text, and a failing and a passing
// example.
func TestCatalogue(t *testing.T) {
	names := make(map[string]bool)
	for _, a := range analyzers.Analyzers() {
		names[a.Name] = true
	}
	ids := make(map[string]bool)
	for _, k := range kinds.All() {
		if !kinds.Valid(k.ID) {
			t.Errorf("kind %q: not a kebab-case ID", k.ID)
		}
		if ids[k.ID] {
			t.Errorf("kind %s: listed twice", k.ID)
		}
		ids[k.ID] = true
		if names[k.ID] {
			t.Errorf("kind %s: spelt like an analyzer", k.ID)
		}
		if k.Analyzer != "" && !names[k.Analyzer] {
			t.Errorf("kind %s: analyzer %q is not in the suite", k.ID, k.Analyzer)
		}
		if k.Title == "" || strings.Contains(k.Title, "\n") || strings.HasSuffix(k.Title, ".") {
			t.Errorf("kind %s: title %q is not one line without a final period", k.ID, k.Title)
		}
		if strings.TrimSpace(k.Text) == "" || strings.TrimSpace(k.Bad) == "" || strings.TrimSpace(k.Good) == "" {
			t.Errorf("kind %s: a text, a failing and a passing example are required", k.ID)
		}
		if k.Bad == k.Good {
			t.Errorf("kind %s: the failing and the passing example are the same", k.ID)
		}
	}
	for _, a := range analyzers.Analyzers() {
		if len(kinds.Of(a.Name)) == len(kinds.Of("")) {
			t.Errorf("analyzer %s reports no kind of its own", a.Name)
		}
	}
}
