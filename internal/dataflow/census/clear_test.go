package census

import (
	"path/filepath"
	"testing"

	"github.com/sema-agent/clampvet/bench/genengine"
	"github.com/sema-agent/clampvet/testkit/analyzemodule"
	"github.com/sema-agent/clampvet/testkit/scenarios"
)

// TestClearAgreesWithSSA pins that the census's syntactic pass changes no
// result: under verifyClear every package's census is also taken over SSA
// for every function, and the findings, the origin → sink pairs and every
// fact must be the same. It runs on every scenario of the three analyzers
// (their failing cases hold every class of fault the census finds), the
// example engine, and generated engines clean and with every kind of
// mistake genengine injects; it also requires the pass to clear most
// builders of a generated engine, so that the fast path cannot silently
// stop working.
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
		t.Fatal("the census's syntactic pass cleared no function of any scenario")
	}
	const n = 400
	if got := clearedIn(t, analyzemodule.Generated(t, genengine.Config{N: n, P: 8, S: 6, Layers: 2})); got < n/2 {
		t.Errorf("the census's syntactic pass cleared %d functions of a generated engine of %d constructors, want at least %d", got, n, n/2)
	}
	clearedIn(t, analyzemodule.Generated(t, genengine.Config{N: n, P: 8, S: 6, Layers: 2, Broken: n / 4}))
}

// clearedIn takes the census of every package of the module in dir and
// returns how many functions the syntactic pass cleared, failing the test
// for each difference from the census over SSA.
func clearedIn(t *testing.T, dir string) int {
	t.Helper()
	n := 0
	for _, r := range analyzemodule.Results(t, dir, Analyzer) {
		res, _ := r.Value.(*Findings)
		if res == nil {
			continue
		}
		n += res.cleared
		for _, d := range res.disagreements {
			t.Errorf("%s: %s", filepath.Base(dir), d)
		}
	}
	return n
}
