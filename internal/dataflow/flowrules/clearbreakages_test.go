package flowrules

import (
	"path/filepath"
	"testing"

	"github.com/sema-agent/clampvet/testkit/analyzemodule"
	"github.com/sema-agent/clampvet/testkit/scenarios"
)

// TestClearAgreesOnBreakages runs the syntactic pass under verifyClear on
// every broken copy of the example engine that BREAKAGES.md lists: each is
// an edit of a real engine's constructors, lanes or registry, and none may
// leave a function the pass clears where SSA reports something.
func TestClearAgreesOnBreakages(t *testing.T) {
	verifyClear = true
	defer func() { verifyClear = false }()
	repo := filepath.Join(scenarios.Root(t), "..", "..")
	analyzemodule.BrokenExampleEngines(t, repo, func(t *testing.T, engine string) { clearedIn(t, engine) })
}
