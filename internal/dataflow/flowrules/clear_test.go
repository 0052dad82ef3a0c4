package flowrules_test

import (
	"fmt"
	"path/filepath"
	"testing"

	"github.com/sema-agent/clampvet/internal/dataflow"
	"github.com/sema-agent/clampvet/internal/dataflow/straightline"
	"github.com/sema-agent/clampvet/testkit/analyzemodule"
)

// TestUsesPlacedProbes pins usesPlaced's verdicts on probes that pass
// every statement rule and are decided by it alone: each clears its one
// constructor or none, as want says, and SSA agrees with every function
// cleared.
func TestUsesPlacedProbes(t *testing.T) {
	straightline.Verify = true
	defer func() { straightline.Verify = false }()
	got := clearedPerPackage(t, probes(t))
	for i, p := range usesProbes {
		if n := got[fmt.Sprintf("example.com/engine/u%02d", i)]; n != p.want {
			t.Errorf("probe %q: cleared %d functions, want %d", p.name, n, p.want)
		}
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
	for _, r := range analyzemodule.Results(t, dir, dataflow.Analyzer) {
		res, _ := r.Value.(*dataflow.Result)
		if res == nil {
			continue
		}
		out[r.Pkg] += len(res.Flow.FastPath.Cleared)
		for _, d := range disagreements(res) {
			t.Errorf("%s: %s", filepath.Base(dir), d)
		}
	}
	return out
}
