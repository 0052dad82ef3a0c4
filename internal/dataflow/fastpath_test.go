package dataflow

import (
	"path/filepath"
	"testing"

	"github.com/sema-agent/clampvet/bench/genengine"
	"github.com/sema-agent/clampvet/internal/dataflow/straightline"
	"github.com/sema-agent/clampvet/testkit/analyzemodule"
	"github.com/sema-agent/clampvet/testkit/scenarios"
)

// TestFastPathAgreesWithSSA pins that the syntactic fast paths change no
// result: under straightline.Verify every run also builds SSA for what
// they clear, and the flow rules must report nothing in each cleared
// function and derive the same obligations, the census must give the same
// findings, origin → sink pairs and facts as over SSA alone. It runs on
// every scenario of the three analyzers (their failing cases hold every
// class of fault the rules find), the example engine, and generated
// engines, clean and with every kind of mistake genengine injects. It also
// requires both to clear most of a generated engine, so that neither fast
// path can silently stop working: the flow rules its n constructors and
// the builders of about one in five, the census at least half as many.
func TestFastPathAgreesWithSSA(t *testing.T) {
	var dirs []string
	for _, prefix := range []string{"clampseats", "constructors", "notcarried"} {
		dirs = append(dirs, scenarios.Dirs(t, prefix)...)
	}
	dirs = append(dirs, filepath.Join(scenarios.Root(t), "..", "..", "examples", "engine"))
	var total cleared
	for _, dir := range dirs {
		total.add(clearedIn(t, dir))
	}
	if total.flow == 0 || total.census == 0 {
		t.Fatalf("a fast path cleared no function of any scenario: %+v", total)
	}
	const n = 400
	got := clearedIn(t, analyzemodule.Generated(t, genengine.Config{N: n, P: 8, S: 6, Layers: 2}))
	t.Logf("cleared of a generated engine of %d constructors: %+v", n, got)
	if got.flow < n+n/10 || got.census < n/2 {
		t.Errorf("of a generated engine of %d constructors the fast paths cleared %+v, want at least %d and %d", n, got, n+n/10, n/2)
	}
	clearedIn(t, analyzemodule.Generated(t, genengine.Config{N: n, P: 8, S: 6, Layers: 2, Broken: n / 4}))
}

// TestFastPathAgreesOnBreakages runs the fast paths under
// straightline.Verify on every broken copy of the example engine that
// BREAKAGES.md lists: each an edit of a real engine's constructors, lanes,
// sinks or registry, where neither may clear what SSA judges otherwise.
func TestFastPathAgreesOnBreakages(t *testing.T) {
	repo := filepath.Join(scenarios.Root(t), "..", "..")
	analyzemodule.BrokenExampleEngines(t, repo, func(t *testing.T, engine string) { clearedIn(t, engine) })
}

// cleared counts the declarations each fast path cleared.
type cleared struct{ flow, census int }

func (c *cleared) add(d cleared) { c.flow, c.census = c.flow+d.flow, c.census+d.census }

// clearedIn runs the dataflow under straightline.Verify over every package
// of the module in dir and returns how many declarations each fast path
// cleared, failing the test for each disagreement with SSA.
func clearedIn(t *testing.T, dir string) cleared {
	t.Helper()
	straightline.Verify = true
	defer func() { straightline.Verify = false }()
	var n cleared
	for _, r := range analyzemodule.Results(t, dir, Analyzer) {
		res, _ := r.Value.(*Result)
		if res == nil {
			continue
		}
		for _, rep := range []straightline.Report{res.Flow.FastPath, res.Census.FastPath} {
			for _, d := range rep.Disagreements {
				t.Errorf("%s: %s", filepath.Base(dir), d)
			}
		}
		n.add(cleared{len(res.Flow.FastPath.Cleared), len(res.Census.FastPath.Cleared)})
	}
	return n
}
