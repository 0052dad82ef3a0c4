package roles_test

import (
	"bytes"
	"encoding/gob"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"sort"
	"testing"

	"github.com/sema-agent/clampvet/internal/roles"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// load loads a scenario module the way analysistest does (module mode, no
// network, no workspace), with dependencies from source so facts flow.
var scenarios = filepath.Join("..", "..", "testdata", "src")

func load(t testing.TB, dir string, patterns ...string) []*packages.Package {
	t.Helper()
	cfg := &packages.Config{
		Mode: packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles | packages.NeedImports |
			packages.NeedTypes | packages.NeedTypesSizes | packages.NeedSyntax | packages.NeedTypesInfo |
			packages.NeedDeps | packages.NeedModule,
		Dir:   dir,
		Tests: true,
		Env:   append(os.Environ(), "GO111MODULE=on", "GOPROXY=off", "GOWORK=off"),
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	if packages.PrintErrors(pkgs) > 0 {
		t.Fatalf("%s: packages have errors", dir)
	}
	return pkgs
}

// encodedFacts runs the analyzer and returns, per root package (by ID),
// the gob encoding of its package fact.
func encodedFacts(t *testing.T, pkgs []*packages.Package) map[string][]byte {
	t.Helper()
	graph, err := checker.Analyze([]*analysis.Analyzer{roles.Analyzer}, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	out := make(map[string][]byte)
	for _, act := range graph.Roots {
		for _, pf := range act.AllPackageFacts() {
			if pf.Package != act.Package.Types {
				continue
			}
			var buf bytes.Buffer
			if err := gob.NewEncoder(&buf).Encode(pf.Fact); err != nil {
				t.Fatalf("%s: encoding %v: %v", act.Package.ID, pf.Fact, err)
			}
			// The encoding must decode to the same fact: every field that
			// matters is exported (an embedded unexported struct would be
			// dropped silently).
			back := reflect.New(reflect.TypeOf(pf.Fact).Elem()).Interface()
			if err := gob.NewDecoder(bytes.NewReader(buf.Bytes())).Decode(back); err != nil {
				t.Fatalf("%s: decoding: %v", act.Package.ID, err)
			}
			if got, want := fmt.Sprint(back), fmt.Sprint(pf.Fact); got != want {
				t.Errorf("%s: fact does not survive gob:\n got %s\nwant %s", act.Package.ID, got, want)
			}
			out[act.Package.ID] = buf.Bytes()
		}
	}
	return out
}

// TestFactsEncodeDeterministically analyzes scenarios with several roles
// visible from several imports twice, from scratch, and requires every
// package fact to encode byte-identically (the vet cache and Bazel key on
// it) and to round-trip through gob.
func TestFactsEncodeDeterministically(t *testing.T) {
	for _, name := range []string{"notcarried_ambiguous_candidates", "notcarried_downstream_of_tighten", "notcarried_remote_table_findings", "clampseats_cross_package_alias", "constructors_transitive_package"} {
		t.Run(name, func(t *testing.T) {
			dir := filepath.Join(scenarios, name)
			first := encodedFacts(t, load(t, dir, "./..."))
			if len(first) == 0 {
				t.Fatal("no package fact exported: nothing was compared")
			}
			for run := 0; run < 3; run++ {
				again := encodedFacts(t, load(t, dir, "./..."))
				if len(again) != len(first) {
					t.Fatalf("run %d: %d facts, first run %d", run, len(again), len(first))
				}
				for id, b := range first {
					if !bytes.Equal(again[id], b) {
						t.Errorf("run %d: fact of %s encodes differently", run, id)
					}
				}
			}
		})
	}
}

// TestRealPolicyModule reads the real policy module, with its tests, as a
// root (not only as a dependency): it reports nothing and exports the
// policy's roles.
func TestRealPolicyModule(t *testing.T) {
	dir := filepath.Join(scenarios, "notcarried_real_policy_module")
	pkgs := load(t, dir, "github.com/sema-agent/policy", "./...")
	graph, err := checker.Analyze([]*analysis.Analyzer{roles.Analyzer}, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	// The seats and the table's name are the policy module's to change;
	// the shape is one readable carrier, one readable table, one tighten.
	want := regexp.MustCompile(`^carriers\{policy\.ChildClampSeats<policy\.ChildClampSource:\w+(,\w+)*>\} tables\{policy\.\w+<\w+(,\w+)*>\} tightens\{policy\.TightenTaskSpec\}$`)
	var analyzed []string
	for _, act := range graph.Roots {
		analyzed = append(analyzed, act.Package.ID)
		if act.Err != nil {
			t.Errorf("%s: %v", act.Package.ID, act.Err)
		}
		for _, d := range act.Diagnostics {
			t.Errorf("%s: roles.Analyzer reported %s", act.Package.Fset.Position(d.Pos), d.Message)
		}
		if act.Package.PkgPath != "github.com/sema-agent/policy" {
			continue
		}
		var got []string
		for _, pf := range act.AllPackageFacts() {
			if pf.Package == act.Package.Types {
				got = append(got, fmt.Sprint(pf.Fact))
			}
		}
		if len(got) != 1 || !want.MatchString(got[0]) {
			t.Errorf("%s: package facts %q, want one matching %s", act.Package.ID, got, want)
		}
	}
	sort.Strings(analyzed)
	found := false
	for _, id := range analyzed {
		found = found || id == "github.com/sema-agent/policy"
	}
	if !found {
		t.Fatalf("the policy package was not analyzed as a root; roots: %v", analyzed)
	}
}
