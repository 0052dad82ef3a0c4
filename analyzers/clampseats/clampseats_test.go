package clampseats

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"
)

// scenarios returns the testdata scenario directories of this analyzer:
// testdata/src/clampseats_*/ at the module root, each its own module.
func scenarios(t *testing.T) (root string, names []string) {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", "..", "testdata", "src"))
	if err != nil {
		t.Fatal(err)
	}
	entries, err := os.ReadDir(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.IsDir() && strings.HasPrefix(e.Name(), "clampseats_") {
			names = append(names, e.Name())
		}
	}
	if len(names) == 0 {
		t.Fatalf("no clampseats_* scenarios under %s", root)
	}
	return root, names
}

// hasGolden reports whether a scenario has .golden files, which makes it
// a suggested-fix scenario.
func hasGolden(t *testing.T, dir string) bool {
	t.Helper()
	found := false
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err == nil && strings.HasSuffix(path, ".golden") {
			found = true
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return found
}

// TestScenarios runs the analyzer in module mode on every scenario: the
// "// want" comments state every finding and fact, and the .golden files
// the result of every suggested fix.
func TestScenarios(t *testing.T) {
	root, names := scenarios(t)
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			dir := filepath.Join(root, name)
			if hasGolden(t, dir) {
				results := analysistest.RunWithSuggestedFixes(t, dir, Analyzer, "./...")
				checkGoldensUsed(t, dir, results)
				return
			}
			// Without goldens, no finding may offer a fix: every fix
			// must be pinned by a golden file.
			for _, r := range analysistest.Run(t, dir, Analyzer, "./...") {
				for _, d := range r.Diagnostics {
					if len(d.SuggestedFixes) > 0 {
						t.Errorf("%s: %q offers a fix but the scenario has no .golden files",
							r.Pass.Fset.Position(d.Pos), d.Message)
					}
				}
			}
		})
	}
}

// checkGoldensUsed fails for a .golden file whose source file receives no
// fix: analysistest compares only the files fixes edit, so such a golden
// would pin nothing while reading as if it did.
func checkGoldensUsed(t *testing.T, dir string, results []*analysistest.Result) {
	t.Helper()
	edited := make(map[string]bool)
	for _, r := range results {
		for _, d := range r.Diagnostics {
			for _, fix := range d.SuggestedFixes {
				for _, e := range fix.TextEdits {
					edited[r.Pass.Fset.File(e.Pos).Name()] = true
				}
			}
		}
	}
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err == nil && strings.HasSuffix(path, ".golden") && !edited[strings.TrimSuffix(path, ".golden")] {
			t.Errorf("%s: no fix edits %s, so the golden pins nothing; remove it", path, filepath.Base(strings.TrimSuffix(path, ".golden")))
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}
