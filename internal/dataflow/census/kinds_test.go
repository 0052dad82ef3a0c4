package census_test

import (
	"path/filepath"
	"regexp"
	"testing"

	"github.com/sema-agent/clampvet/analyzers/clampseats"
	"github.com/sema-agent/clampvet/analyzers/constructors"
	"github.com/sema-agent/clampvet/internal/kinds"
	"github.com/sema-agent/clampvet/testkit/scenarios"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
)

// TestScenarioCategories runs the analyzers that report the dataflow
// rules' findings on scenarios through analysistest, as a driver does, and
// checks that the diagnostics it returns carry their kind as Category: a
// kind set where a finding is made but lost on the way to the diagnostic
// (flowrules's conversion of flow findings, the census's pass) would leave
// SARIF, exceptions and help pages without one. The findings named here,
// one or more per rule, must carry their kind; any other category must
// be a kind of the analyzer (the other analyzers' own findings are
// analyzers/kinds_test.go's to check).
func TestScenarioCategories(t *testing.T) {
	type want struct {
		message *regexp.Regexp
		kind    string
	}
	cases := []struct {
		scenario string
		analyzer *analysis.Analyzer
		wants    []want
	}{
		{"constructors_dataflow_kinds", constructors.Analyzer, []want{
			{regexp.MustCompile(`^spec passed to agents.widen after the clamps`), kinds.SpecHandedOnAfterClamps},
			{regexp.MustCompile(`^spec address stored in memory`), kinds.SpecEscapes},
			{regexp.MustCompile(`^returns a struct whose spec cannot be followed`), kinds.SpecHolderUnfollowed},
			{regexp.MustCompile(`^spec reaching Runner.spawn is spec, captured by a func literal`), kinds.SpecCrossesFuncLiteral},
			{regexp.MustCompile(`^spec reaching Runner.spawn is a channel receive`), kinds.SpecOriginUnfollowed},
		}},
		{"constructors_reach_own_carrier", constructors.Analyzer, []want{
			{regexp.MustCompile(`^Face written after the clamps were applied`), kinds.SeatWrittenAfterClamps},
			{regexp.MustCompile(`^clamps not applied on every path`), kinds.ClampsOnSomePaths},
			{regexp.MustCompile(`^carrier result never applied to the spec`), kinds.ClampsNeverApplied},
			{regexp.MustCompile(`^constructor var Build is reassigned`), kinds.ConstructorVarReassigned},
		}},
		{"constructors_dot_import_carrier", constructors.Analyzer, []want{
			{regexp.MustCompile(`^clamps made in a deferred func literal`), kinds.ClampsInDeferredFunc},
		}},
		{"constructors_census_own_carrier", constructors.Analyzer, []want{
			{regexp.MustCompile(`^spec reaching sink.Run is a spec literal`), kinds.SpecNotConstructed},
			{regexp.MustCompile(`^spec reaching sink.Through is a lookup in a map not built in view`), kinds.SpecOriginUnfollowed},
		}},
		{"clampseats_whole_own_carrier", clampseats.Analyzer, []want{
			{regexp.MustCompile(`^seat Face cleared before the carrier call`), kinds.SourceWrittenBeforeCarrier},
			{regexp.MustCompile(`^carrier source is a channel receive \(<-ch\)`), kinds.SourceNotWhole},
			{regexp.MustCompile(`^source passed to agents.Relay is a map lookup`), kinds.SourceNotWhole},
			{regexp.MustCompile(`^agents.Relay, which hands a source to the carrier, used as a value`), kinds.CarrierUsedAsValue},
		}},
	}
	for _, tc := range cases {
		t.Run(tc.scenario, func(t *testing.T) {
			dir := filepath.Join(scenarios.Root(t), tc.scenario)
			found := make([]bool, len(tc.wants))
			for _, res := range analysistest.Run(t, dir, tc.analyzer, "./...") {
				for _, d := range res.Diagnostics {
					if k, ok := kinds.Lookup(d.Category); d.Category != "" && (!ok || k.Analyzer != "" && k.Analyzer != tc.analyzer.Name) {
						t.Errorf("%s: finding of no %s kind (category %q): %s", res.Pass.Fset.Position(d.Pos), tc.analyzer.Name, d.Category, d.Message)
					}
					for i, w := range tc.wants {
						if !w.message.MatchString(d.Message) {
							continue
						}
						found[i] = true
						if d.Category != w.kind {
							t.Errorf("%s: category %q, want %q: %s", res.Pass.Fset.Position(d.Pos), d.Category, w.kind, d.Message)
						}
					}
				}
			}
			for i, w := range tc.wants {
				if !found[i] {
					t.Errorf("no finding matches %q", w.message)
				}
			}
		})
	}
}
