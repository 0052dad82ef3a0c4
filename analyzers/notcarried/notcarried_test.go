package notcarried_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/analyzers/notcarried"
	"golang.org/x/tools/go/analysis/analysistest"
)

// scenarios is the root of the testdata shared by the analyzers: one module
// per scenario directory.
var scenarios = filepath.Join("..", "..", "testdata", "src")

// TestScenarios runs the analyzer on every notcarried_* scenario, in module
// mode (each directory has its own go.mod), checking every `// want`.
func TestScenarios(t *testing.T) {
	entries, err := os.ReadDir(scenarios)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, e := range entries {
		if !e.IsDir() || !strings.HasPrefix(e.Name(), "notcarried_") {
			continue
		}
		n++
		t.Run(e.Name(), func(t *testing.T) {
			analysistest.Run(t, filepath.Join(scenarios, e.Name()), notcarried.Analyzer, "./...")
		})
	}
	if n == 0 {
		t.Fatal("no notcarried_* scenario found under " + scenarios)
	}
}
