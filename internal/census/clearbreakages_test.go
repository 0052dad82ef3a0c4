package census

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/sema-agent/clampvet/testkit/breakages"
	"github.com/sema-agent/clampvet/testkit/scenarios"
)

// TestClearAgreesOnBreakages takes the census with and without its
// syntactic pass (verifyClear) on every broken copy of the example engine
// that BREAKAGES.md lists — each an edit of a real engine's constructors,
// lanes, sinks or registry — and requires the same findings, origin → sink
// pairs and facts.
func TestClearAgreesOnBreakages(t *testing.T) {
	if testing.Short() {
		t.Skip("copies the example engine once per case")
	}
	verifyClear = true
	defer func() { verifyClear = false }()
	repo := filepath.Join(scenarios.Root(t), "..", "..")
	cases, err := breakages.Read(filepath.Join(repo, "examples", "engine", "BREAKAGES.md"))
	if err != nil {
		t.Fatal(err)
	}
	ran := 0
	for _, c := range cases {
		if c.Dir != "examples/engine" {
			continue // the policy module's cases: no constructor there
		}
		ran++
		t.Run(c.Name, func(t *testing.T) {
			root := t.TempDir()
			for _, d := range []string{"policy", filepath.Join("examples", "engine")} {
				if err := os.CopyFS(filepath.Join(root, d), os.DirFS(filepath.Join(repo, d))); err != nil {
					t.Fatal(err)
				}
			}
			c.Apply(t, root)
			clearedIn(t, filepath.Join(root, "examples", "engine"))
		})
	}
	if ran < len(cases)/2 {
		t.Fatalf("ran %d of the %d cases: the example engine's should be most of them", ran, len(cases))
	}
}
