package constructors

import (
	"bytes"
	"encoding/gob"
	"fmt"
	"os"
	"slices"
	"sort"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// load loads a scenario module's packages with their dependencies from
// source, as a fact-using driver must. withModule decides whether the
// packages carry module data: without it the checker hands the analyzer an
// empty pass.Module, as Bazel nogo hands it none.
func load(t testing.TB, dir string, withModule bool) []*packages.Package {
	t.Helper()
	mode := packages.LoadAllSyntax
	if withModule {
		mode |= packages.NeedModule
	}
	cfg := &packages.Config{
		Mode: mode,
		Dir:  dir,
		Env:  append(os.Environ(), "GOPROXY=off", "GOWORK=off"),
	}
	pkgs, err := packages.Load(cfg, "./...")
	if err != nil {
		t.Fatal(err)
	}
	if n := packages.PrintErrors(pkgs); n > 0 {
		t.Fatalf("%d errors loading %s", n, dir)
	}
	return pkgs
}

// analyze runs the analyzer and returns the root packages' findings as
// "pkgpath: message", sorted.
func analyze(t testing.TB, pkgs []*packages.Package) []string {
	t.Helper()
	g, err := checker.Analyze([]*analysis.Analyzer{Analyzer}, pkgs, &checker.Options{SanityCheck: true})
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, act := range g.Roots {
		if act.Err != nil {
			t.Fatalf("%s: %v", act, act.Err)
		}
		for _, d := range act.Diagnostics {
			out = append(out, act.Package.PkgPath+": "+d.Message)
		}
	}
	sort.Strings(out)
	return out
}

// setModuleFlag sets the -module flag through the analyzer's flag set, the
// way a driver does, and restores it when the test ends.
func setModuleFlag(t *testing.T, v string) {
	t.Helper()
	old := modulePath
	if err := Analyzer.Flags.Set("module", v); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { modulePath = old })
}

// TestModuleFlag drives the analyzer with no module data (pass.Module has
// no path, as under Bazel nogo): the registry is a finding that asks for
// the -module flag, and with the flag set the rows resolve exactly as they
// do in module mode.
func TestModuleFlag(t *testing.T) {
	green := load(t, scenarioDir(t, "constructors_cross_package"), false)

	setModuleFlag(t, "")
	got := analyze(t, green)
	want := []string{
		"example.com/engine/wiring: registry Constructors: the driver reports no module: set -constructors.module (or -module) to its path",
	}
	if !slices.Equal(got, want) {
		t.Errorf("without module or flag:\ngot  %q\nwant %q", got, want)
	}

	setModuleFlag(t, "example.com/elsewhere")
	got = analyze(t, green)
	want = []string{
		"example.com/engine/wiring: registry Constructors: package example.com/engine/wiring is not in -module example.com/elsewhere: set the flag to the registry's module",
	}
	if !slices.Equal(got, want) {
		t.Errorf("with a flag naming another module:\ngot  %q\nwant %q", got, want)
	}

	setModuleFlag(t, "example.com/engine")
	if got := analyze(t, green); len(got) != 0 {
		t.Errorf("with -module=example.com/engine the green scenario has findings: %q", got)
	}

	// The broken scenario gives the same findings with the flag as in
	// module mode.
	brokenDir := scenarioDir(t, "constructors_cross_package_broken")
	viaFlag := analyze(t, load(t, brokenDir, false))
	setModuleFlag(t, "")
	viaModule := analyze(t, load(t, brokenDir, true))
	if len(viaModule) != 6 || !slices.Equal(viaFlag, viaModule) {
		t.Errorf("broken scenario: with the flag\n%q\nin module mode (want 6 findings: 5 rows, 1 unregistered carrier caller)\n%q", viaFlag, viaModule)
	}
}

// TestFactsDeterministic analyzes a scenario several times from scratch
// and checks that every exported fact encodes to the same bytes each time
// (deterministic facts keep the go vet cache and Bazel's action cache
// stable), and that the facts survive a gob round trip.
func TestFactsDeterministic(t *testing.T) {
	dir := scenarioDir(t, "constructors_cross_package")
	var first map[string][]byte
	for run := 0; run < 5; run++ {
		g, err := checker.Analyze([]*analysis.Analyzer{Analyzer}, load(t, dir, true), nil)
		if err != nil {
			t.Fatal(err)
		}
		encoded := make(map[string][]byte)
		for act := range g.All() {
			if act.Analyzer != Analyzer {
				continue
			}
			for _, f := range act.AllPackageFacts() {
				if f.Package == act.Package.Types {
					encoded["package "+f.Package.Path()] = encode(t, f.Fact)
				}
			}
			for _, f := range act.AllObjectFacts() {
				if f.Object.Pkg() == act.Package.Types {
					encoded[fmt.Sprintf("object %s.%s", f.Object.Pkg().Path(), f.Object.Name())] = encode(t, f.Fact)
				}
			}
		}
		if len(encoded) != 5 { // five summaries (the carrier's fact is roles.Analyzer's)
			t.Fatalf("run %d: %d facts, want 5: %v", run, len(encoded), keys(encoded))
		}
		if first == nil {
			first = encoded
			continue
		}
		for k, b := range encoded {
			if !bytes.Equal(b, first[k]) {
				t.Errorf("run %d: fact %s encodes differently from run 0", run, k)
			}
		}
	}
}

func encode(t *testing.T, f analysis.Fact) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(f); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func keys(m map[string][]byte) string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return strings.Join(ks, ", ")
}

// TestSummaryRoundTrip checks that a summary decodes to what was encoded.
func TestSummaryRoundTrip(t *testing.T) {
	s := largeSummary(3, 4)
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(s); err != nil {
		t.Fatal(err)
	}
	var back summary
	if err := gob.NewDecoder(&buf).Decode(&back); err != nil {
		t.Fatal(err)
	}
	if back.String() != s.String() {
		t.Errorf("round trip changed the summary:\n%s\n%s", s, &back)
	}
}
