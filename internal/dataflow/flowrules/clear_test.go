package flowrules

import (
	"fmt"
	"maps"
	"path/filepath"
	"testing"

	"github.com/sema-agent/clampvet/bench/genengine"
	"github.com/sema-agent/clampvet/testkit/analyzemodule"
	"github.com/sema-agent/clampvet/testkit/scenarios"
)

// TestClearAgreesWithSSA pins that the syntactic pass only ever clears a
// function in which the SSA rules report nothing and derive the same
// obligations: under verifyClear every run builds SSA for the cleared
// functions too and records each disagreement. It runs on every scenario
// of the three analyzers (their failing cases hold every class of fault
// the rules find), the example engine, and generated engines, clean and
// with every kind of mistake genengine injects. It also checks that the
// pass clears the constructors and the builders of a generated engine, so
// that neither fast path can silently stop working.
func TestClearAgreesWithSSA(t *testing.T) {
	verifyClear = true
	defer func() { verifyClear = false }()
	var dirs []string
	for _, prefix := range []string{"clampseats", "constructors", "notcarried"} {
		dirs = append(dirs, scenarios.Dirs(t, prefix)...)
	}
	dirs = append(dirs, filepath.Join(scenarios.Root(t), "..", "..", "examples", "engine"))
	total := 0
	for _, dir := range dirs {
		total += clearedIn(t, dir)
	}
	if total == 0 {
		t.Fatal("the syntactic pass cleared no function of any scenario")
	}
	// The engine's n constructors, and the builders of about one in five
	// (those that hand a keyed literal to an in-place applier or a
	// producer): without the builders the pass clears about n.
	const n = 400
	if got := clearedIn(t, analyzemodule.Generated(t, genengine.Config{N: n, P: 8, S: 6, Layers: 2})); got < n+n/10 {
		t.Errorf("the syntactic pass cleared %d functions of a generated engine of %d constructors, want at least %d", got, n, n+n/10)
	}
	clearedIn(t, analyzemodule.Generated(t, genengine.Config{N: n, P: 8, S: 6, Layers: 2, Broken: n / 4}))
}

// clearedIn runs the flow rules over every package of the module in dir
// and returns how many functions the syntactic pass cleared, failing the
// test for each disagreement with SSA.
func clearedIn(t *testing.T, dir string) int {
	t.Helper()
	n := 0
	for _, c := range clearedPerPackage(t, dir) {
		n += c
	}
	return n
}

// TestUsesPlacedPaths pins that usesPlaced gives the same verdicts over
// the inspector's events as by its walk of the syntax (clearByWalk): the
// pass clears the same number of functions in every package of the
// scenarios, the example engine, a generated engine clean and broken, and
// of probes that pass every statement rule and are decided by usesPlaced
// alone (each clears its one constructor or none, as want says); SSA
// agrees with every function cleared either way.
func TestUsesPlacedPaths(t *testing.T) {
	verifyClear = true
	defer func() { verifyClear, clearByWalk = false, false }()
	dirs := append(analyzemodule.Corpus(t, 200), probes(t))
	total := 0
	for _, dir := range dirs {
		clearByWalk = false
		byCursor := clearedPerPackage(t, dir)
		clearByWalk = true
		byWalk := clearedPerPackage(t, dir)
		if !maps.Equal(byCursor, byWalk) {
			t.Errorf("%s: cleared per package over the inspector %v, by the walk %v", dir, byCursor, byWalk)
		}
		for _, n := range byCursor {
			total += n
		}
		if dir == dirs[len(dirs)-1] {
			for i, p := range usesProbes {
				if got := byCursor[fmt.Sprintf("example.com/engine/u%02d", i)]; got != p.want {
					t.Errorf("probe %q: cleared %d functions, want %d", p.name, got, p.want)
				}
			}
		}
	}
	if total == 0 {
		t.Fatal("the syntactic pass cleared no function")
	}
}

// usesProbes are constructors every statement rule admits, that only
// usesPlaced decides: a read of the output as a value, and the nodes and
// uses it refuses.
var usesProbes = []struct {
	name, code string
	want       int
}{
	{"field read", `func F(p {T}) {T} { var spec {T}; {Carry}({S}).Apply(&spec); _ = fmt.Sprint(spec.{Own}); return spec }`, 1},
	{"whole read", `func F(p {T}) {T} { var spec {T}; {Carry}({S}).Apply(&spec); _ = fmt.Sprint(spec); return spec }`, 1},
	{"func literal", `func F(p {T}) {T} { var spec {T}; {Carry}({S}).Apply(&spec); sort.Slice([]int{}, func(i, j int) bool { return false }); return spec }`, 0},
	{"type assertion", `func F(p {T}, x any) {T} { var spec {T}; {Carry}({S}).Apply(&spec); _ = x.(int); return spec }`, 0},
	{"address", `func F(p {T}) {T} { var spec {T}; {Carry}({S}).Apply(&spec); _ = fmt.Sprint(&spec); return spec }`, 0},
	{"field address", `func F(p {T}) {T} { var spec {T}; {Carry}({S}).Apply(&spec); _ = fmt.Sprint(&spec.{Own}); return spec }`, 0},
}

// probes writes usesProbes, one package each, against the own carrier of
// the shapes' flavors.
func probes(t *testing.T) string {
	fl := flavors(t)[1]
	dir := t.TempDir()
	write(t, filepath.Join(dir, "go.mod"), fl.gomod)
	write(t, filepath.Join(dir, "policy", "policy.go"), fl.policyFile)
	for i, p := range usesProbes {
		src := fmt.Sprintf("package u%02d\n\nimport (\n\t\"fmt\"\n\t\"sort\"\n\n\t%q\n)\n\nvar _ = fmt.Sprint\nvar _ = sort.Ints\n\n%s\n",
			i, fl.vals["{Import}"], fl.fill(p.code))
		write(t, filepath.Join(dir, fmt.Sprintf("u%02d", i), "u.go"), src)
	}
	return dir
}

// clearedPerPackage runs the flow rules over every package of the module
// in dir and returns how many functions the syntactic pass cleared in
// each, failing the test for each disagreement with SSA.
func clearedPerPackage(t *testing.T, dir string) map[string]int {
	t.Helper()
	out := map[string]int{}
	for _, r := range analyzemodule.Results(t, dir, Analyzer) {
		res, _ := r.Value.(*Result)
		if res == nil {
			continue
		}
		out[r.Pkg] += res.cleared
		for _, d := range res.disagreements {
			t.Errorf("%s: %s", filepath.Base(dir), d)
		}
	}
	return out
}
