package load_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/internal/driver/findings"
	"github.com/sema-agent/clampvet/internal/driver/load"
	"github.com/sema-agent/clampvet/testkit/drivertest"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

var scenario = filepath.Join("..", "..", "..", "testkit", "drivertest", "testdata", "scenario")

// analyze loads patterns in mode and returns the findings of the
// drivertest analyzers (Reach, which has facts, and Todo, which has none)
// as "file:line:col: message (analyzer)" lines.
func analyze(t *testing.T, mode load.Mode, tests bool, patterns ...string) ([]string, *load.Result) {
	t.Helper()
	return analyzeWith(t, []*analysis.Analyzer{drivertest.Reach, drivertest.Todo}, mode, tests, patterns...)
}

// analyzeWith is analyze with the given analyzers, which the loader is
// told about.
func analyzeWith(t *testing.T, analyzers []*analysis.Analyzer, mode load.Mode, tests bool, patterns ...string) ([]string, *load.Result) {
	t.Helper()
	r, res := loadAndAnalyze(t, load.Config{Dir: scenario, Tests: tests, Mode: mode, Analyzers: analyzers}, patterns)
	var out []string
	for _, f := range r.Findings {
		out = append(out, fmt.Sprintf("%s:%d:%d: %s (%s)", filepath.Base(f.Pos.Filename), f.Pos.Line, f.Pos.Column, f.Message, f.Analyzer))
	}
	return out, res
}

// loadAndAnalyze loads patterns with cfg, runs cfg.Analyzers on the
// analysis roots and fails the test on any package or analysis error.
func loadAndAnalyze(t *testing.T, cfg load.Config, patterns []string) (*findings.Result, *load.Result) {
	t.Helper()
	res, err := load.Load(cfg, patterns)
	if err != nil {
		t.Fatalf("Load(%v, %q): %v", cfg.Mode, patterns, err)
	}
	if n := packages.PrintErrors(res.Roots); n > 0 {
		t.Fatalf("Load(%v, %q): %d package errors", cfg.Mode, patterns, n)
	}
	g, err := checker.Analyze(cfg.Analyzers, res.AnalysisRoots, nil)
	if err != nil {
		t.Fatal(err)
	}
	r := findings.Collect(g)
	if len(r.Errors) > 0 {
		t.Fatalf("analysis errors: %v", r.Errors)
	}
	return r, res
}

// TestSelectiveEqualsFull proves that the selective loader loses no fact:
// on a module where a fact must flow through packages that are not roots
// (top -> middle -> policy, and policy's external test through the test
// variant of middle), it gives the same findings as a full source load.
func TestSelectiveEqualsFull(t *testing.T) {
	cases := []struct {
		patterns []string
		tests    bool
		want     []string // a subset that proves the facts flowed
	}{
		{[]string{"./top"}, true, []string{
			"top.go:2:9: package top reaches a carrier through example.com/scenario/middle -> example.com/scenario/policy (reach)",
			"top.go:10:25: call of middle.Wrap reaches a carrier (calls carrier via policy.Carry) (reach)",
		}},
		{[]string{"./top"}, false, []string{
			"top.go:2:9: package top reaches a carrier through example.com/scenario/middle -> example.com/scenario/policy (reach)",
		}},
		{[]string{"./policy"}, true, []string{
			"policy_test.go:1:9: package policy_test reaches a carrier through example.com/scenario/middle -> example.com/scenario/policy (reach)",
			"policy_test.go:13:5: call of middle.Wrap reaches a carrier (calls carrier via policy.Carry) (reach)",
		}},
		{[]string{"./..."}, true, []string{
			"middle.go:8:26: call of policy.Carry reaches a carrier (carrier) (reach)",
		}},
		{[]string{"./plain"}, true, nil},
		{[]string{"./top/top.go"}, false, []string{
			"top.go:2:9: package top reaches a carrier through example.com/scenario/middle -> example.com/scenario/policy (reach)",
		}},
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("%s,tests=%v", strings.Join(c.patterns, ","), c.tests), func(t *testing.T) {
			full, _ := analyze(t, load.Full, c.tests, c.patterns...)
			sel, _ := analyze(t, load.Selective, c.tests, c.patterns...)
			if !slices.Equal(full, sel) {
				t.Errorf("selective and full loads differ\nfull:\n\t%s\nselective:\n\t%s",
					strings.Join(full, "\n\t"), strings.Join(sel, "\n\t"))
			}
			for _, w := range c.want {
				if !slices.Contains(sel, w) {
					t.Errorf("missing finding %q in\n\t%s", w, strings.Join(sel, "\n\t"))
				}
			}
			if c.want == nil && len(sel) > 0 {
				t.Errorf("want no finding, got\n\t%s", strings.Join(sel, "\n\t"))
			}
		})
	}
}

// TestOnlyFactAnalyzers: when every analyzer declares facts, the roots
// outside T are not analyzed at all (their early exit would find nothing)
// and the findings are still those of the full load; an analyzer without
// facts keeps every root.
func TestOnlyFactAnalyzers(t *testing.T) {
	reach := []*analysis.Analyzer{drivertest.Reach}
	for _, patterns := range [][]string{{"./..."}, {"./top"}, {"./plain"}, {"./policy"}} {
		full, _ := analyzeWith(t, reach, load.Full, true, patterns...)
		sel, res := analyzeWith(t, reach, load.Selective, true, patterns...)
		if !slices.Equal(full, sel) {
			t.Errorf("%s: selective and full loads differ\nfull:\n\t%s\nselective:\n\t%s", patterns,
				strings.Join(full, "\n\t"), strings.Join(sel, "\n\t"))
		}
		for _, p := range res.AnalysisRoots {
			if strings.Contains(p.ID, "plain") {
				t.Errorf("%s: analysis root %s is outside T", patterns, p.ID)
			}
		}
	}
	_, all := analyzeWith(t, reach, load.Selective, true, "./plain")
	if len(all.AnalysisRoots) != 0 || len(all.Roots) == 0 {
		t.Errorf("./plain with facts only: %d analysis roots of %d, want none", len(all.AnalysisRoots), len(all.Roots))
	}
	// An analyzer that declares no fact itself but requires one that does
	// (as the clampvet analyzers require the role model) counts as one.
	viaRequires := &analysis.Analyzer{Name: "viarequires", Doc: "requires an analyzer with facts",
		Requires: []*analysis.Analyzer{drivertest.Reach}, Run: func(*analysis.Pass) (any, error) { return nil, nil }}
	_, req := analyzeWith(t, []*analysis.Analyzer{viaRequires}, load.Selective, true, "./plain")
	if len(req.AnalysisRoots) != 0 || len(req.Roots) == 0 {
		t.Errorf("./plain with an analyzer whose facts come through Requires: %d analysis roots of %d, want none", len(req.AnalysisRoots), len(req.Roots))
	}
	_, mixed := analyze(t, load.Selective, true, "./plain")
	if len(mixed.AnalysisRoots) != len(mixed.Roots) {
		t.Errorf("./plain with an analyzer without facts: %d analysis roots of %d, want all", len(mixed.AnalysisRoots), len(mixed.Roots))
	}
}

// TestIllTypedKept: a package that does not type-check stays in the
// analysis even outside T, so that the checker reports, as on the whole
// graph, that its analysis was skipped.
func TestIllTypedKept(t *testing.T) {
	reach := []*analysis.Analyzer{drivertest.Reach}
	res, err := load.Load(load.Config{Dir: filepath.Join(scenario, "..", "broken"), Analyzers: reach}, []string{"./..."})
	if err != nil {
		t.Fatal(err)
	}
	if res.Participating != 0 || len(res.AnalysisRoots) != 1 || !res.AnalysisRoots[0].IllTyped {
		t.Fatalf("Participating=%d AnalysisRoots=%v, want the ill-typed root alone", res.Participating, res.AnalysisRoots)
	}
	g, err := checker.Analyze(reach, res.AnalysisRoots, nil)
	if err != nil {
		t.Fatal(err)
	}
	r := findings.Collect(g)
	if len(r.Errors) != 1 || !strings.Contains(r.Errors[0].Err.Error(), "analysis skipped due to errors in package") {
		t.Errorf("analysis errors = %v, want the skipped analysis of the ill-typed package", r.Errors)
	}
}

// TestNoFactsIsTheFloor: analyzers without facts get the load of any
// go/analysis driver without facts — the patterns from source, the rest
// from export data — and nothing else, even where a package mentions the
// marker.
func TestNoFactsIsTheFloor(t *testing.T) {
	_, res := analyzeWith(t, []*analysis.Analyzer{drivertest.Todo}, load.Selective, true, "./top")
	if res.Marked != 0 || len(res.Completed) != 0 || len(res.Rechecked) != 0 || res.Scan != 0 || res.Complete != 0 {
		t.Errorf("Marked=%d Completed=%q Rechecked=%q Scan=%v Complete=%v, want no scan and no completion",
			res.Marked, res.Completed, res.Rechecked, res.Scan, res.Complete)
	}
	if !slices.Equal(res.AnalysisRoots, res.Roots) {
		t.Errorf("AnalysisRoots are not Roots")
	}
	packages.Visit(res.Roots, nil, func(p *packages.Package) {
		if p.PkgPath == "example.com/scenario/policy" && len(p.Syntax) != 0 {
			t.Errorf("policy has syntax: without facts no dependency needs source")
		}
	})
}

// TestSelectiveLoadsLess checks that the selective loader does what it is
// for: the package that takes no part comes from export data (no syntax),
// the non-root packages that take part are completed from source, and the
// roots above them are type-checked again.
func TestSelectiveLoadsLess(t *testing.T) {
	find := func(res *load.Result, id string) *packages.Package {
		var found *packages.Package
		packages.Visit(res.Roots, nil, func(p *packages.Package) {
			if p.ID == id {
				found = p
			}
		})
		if found == nil {
			t.Fatalf("package %s not in the loaded graph", id)
		}
		return found
	}
	_, sel := analyze(t, load.Selective, true, "./top")
	_, full := analyze(t, load.Full, true, "./top")

	if want := []string{"example.com/scenario/middle", "example.com/scenario/policy"}; !slices.Equal(sel.Completed, want) {
		t.Errorf("Completed = %q, want %q", sel.Completed, want)
	}
	if want := []string{"example.com/scenario/top", "example.com/scenario/top [example.com/scenario/top.test]"}; !slices.Equal(sel.Rechecked, want) {
		t.Errorf("Rechecked = %q, want %q", sel.Rechecked, want)
	}
	if sel.Marked != 1 {
		t.Errorf("Marked = %d, want 1 (policy)", sel.Marked)
	}
	for _, id := range []string{"example.com/scenario/middle", "example.com/scenario/policy"} {
		if p := find(sel, id); len(p.Syntax) == 0 {
			t.Errorf("selective: %s has no syntax, want it loaded from source", id)
		}
	}
	if p := find(sel, "example.com/scenario/plain"); len(p.Syntax) != 0 {
		t.Errorf("selective: plain was parsed, want it from export data")
	}
	if p := find(full, "example.com/scenario/plain"); len(p.Syntax) == 0 {
		t.Errorf("full: plain has no syntax")
	}
	var roots []string
	for _, p := range sel.Roots {
		roots = append(roots, p.ID)
	}
	slices.Sort(roots)
	want := []string{"example.com/scenario/top", "example.com/scenario/top [example.com/scenario/top.test]"}
	if !slices.Equal(roots, want) {
		t.Errorf("roots = %q, want %q", roots, want)
	}
}

// TestTestVariantFromSource pins the case the package documentation relies
// on: "middle [policy.test]" is not a pattern, yet comes from source
// because it imports a package that does.
func TestTestVariantFromSource(t *testing.T) {
	_, sel := analyze(t, load.Selective, true, "./policy")
	id := "example.com/scenario/middle [example.com/scenario/policy.test]"
	var found *packages.Package
	packages.Visit(sel.Roots, nil, func(p *packages.Package) {
		if p.ID == id {
			found = p
		}
	})
	if found == nil {
		t.Fatalf("%s not in the graph", id)
	}
	if len(found.Syntax) == 0 {
		t.Errorf("%s has no syntax: its facts would be lost", id)
	}
	// go/packages checked it without bodies; Load checked it again, and
	// the external test above it, so that their objects agree.
	want := []string{id, "example.com/scenario/policy_test [example.com/scenario/policy.test]"}
	slices.Sort(want)
	if !slices.Equal(sel.Rechecked, want) {
		t.Errorf("Rechecked = %q, want %q", sel.Rechecked, want)
	}
	if len(sel.Completed) != 0 {
		t.Errorf("Completed = %q, want none: every package of T is a root or its test variant", sel.Completed)
	}
}

func TestErrors(t *testing.T) {
	if _, err := load.Load(load.Config{Dir: scenario}, nil); err == nil {
		t.Error("Load with no patterns: want an error")
	}
	for _, mode := range []load.Mode{load.Selective, load.Full} {
		// A pattern of the main module that names nothing is an error of
		// the go command, reported as a package with an error.
		res, err := load.Load(load.Config{Dir: scenario, Mode: mode}, []string{"./nothing/..."})
		if err == nil && (len(res.Roots) != 1 || len(res.Roots[0].Errors) == 0) {
			t.Errorf("%v: pattern matching nothing: want an error", mode)
		}
		// A pattern of no module matches nothing at all.
		if _, err := load.Load(load.Config{Dir: scenario, Mode: mode}, []string{"example.com/scenario/nothing/..."}); err == nil {
			t.Errorf("%v: import path pattern matching nothing: want an error", mode)
		}
	}
	// A package that does not type-check is loaded with its errors.
	res, err := load.Load(load.Config{Dir: filepath.Join(scenario, "..", "broken")}, []string{"./..."})
	if err != nil {
		t.Fatal(err)
	}
	var msgs []string
	packages.Visit(res.Roots, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			msgs = append(msgs, e.Msg)
		}
	})
	if len(msgs) == 0 || !strings.Contains(strings.Join(msgs, "\n"), "cannot use \"one\"") {
		t.Errorf("broken package errors = %q, want the type error", msgs)
	}
}

func TestParseMode(t *testing.T) {
	for _, m := range []load.Mode{load.Selective, load.Full} {
		got, err := load.ParseMode(m.String())
		if err != nil || got != m {
			t.Errorf("ParseMode(%q) = %v, %v", m.String(), got, err)
		}
	}
	if _, err := load.ParseMode("lazy"); err == nil {
		t.Error("ParseMode(lazy): want an error")
	}
}

// BenchmarkLoad compares the selective and full loads, and the load of a
// suite without facts (the floor), on the scenario, or
// on the module in $CLAMPVET_BENCH_DIR (patterns $CLAMPVET_BENCH_PATTERNS,
// default ./...) when set, e.g. a large module of the module cache:
//
//	CLAMPVET_BENCH_DIR=$(go env GOMODCACHE)/github.com/golangci/golangci-lint/v2@v2.15.0 \
//	  go test ./internal/driver/load -run '^$' -bench Load -benchtime 3x
func BenchmarkLoad(b *testing.B) {
	dir, patterns := scenario, []string{"./..."}
	if d := os.Getenv("CLAMPVET_BENCH_DIR"); d != "" {
		dir = d
		if p := os.Getenv("CLAMPVET_BENCH_PATTERNS"); p != "" {
			patterns = strings.Fields(p)
		}
	}
	for _, c := range []struct {
		name    string
		mode    load.Mode
		noFacts bool
	}{{"selective", load.Selective, false}, {"full", load.Full, false}, {"nofacts", load.Selective, true}} {
		var analyzers []*analysis.Analyzer // unknown: facts
		if c.noFacts {
			analyzers = []*analysis.Analyzer{drivertest.Todo}
		}
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				res, err := load.Load(load.Config{Dir: dir, Tests: true, Mode: c.mode, Analyzers: analyzers}, patterns)
				if err != nil {
					b.Fatal(err)
				}
				b.ReportMetric(float64(res.Graph), "packages")
			}
		})
	}
}
