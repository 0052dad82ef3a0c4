package census

import (
	"path/filepath"
	"testing"

	"github.com/sema-agent/clampvet/testkit/analyzemodule"
	"github.com/sema-agent/clampvet/testkit/scenarios"
)

// TestClearAgreesOnBreakages takes the census with and without its
// syntactic pass (verifyClear) on every broken copy of the example engine
// that BREAKAGES.md lists — each an edit of a real engine's constructors,
// lanes, sinks or registry — and requires the same findings, origin → sink
// pairs and facts.
func TestClearAgreesOnBreakages(t *testing.T) {
	verifyClear = true
	defer func() { verifyClear = false }()
	repo := filepath.Join(scenarios.Root(t), "..", "..")
	analyzemodule.BrokenExampleEngines(t, repo, func(t *testing.T, engine string) { clearedIn(t, engine) })
}
