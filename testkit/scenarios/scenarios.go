// Package scenarios finds the analyzers' testdata scenarios: the
// directories testdata/src/<analyzer>_*/ at the repository root, each its
// own module, so that a scenario added there is run without being listed
// anywhere.
package scenarios

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// Root is the absolute path of the repository's testdata/src.
func Root(tb testing.TB) string {
	tb.Helper()
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		tb.Fatal("cannot locate the scenarios package")
	}
	return filepath.Join(filepath.Dir(file), "..", "..", "testdata", "src")
}

// Dirs returns the absolute paths of the scenario directories whose name
// starts with prefix+"_", sorted; it fails the test when there is none.
func Dirs(tb testing.TB, prefix string) []string {
	tb.Helper()
	root := Root(tb)
	entries, err := os.ReadDir(root)
	if err != nil {
		tb.Fatal(err)
	}
	var dirs []string
	for _, e := range entries {
		if e.IsDir() && strings.HasPrefix(e.Name(), prefix+"_") {
			dirs = append(dirs, filepath.Join(root, e.Name()))
		}
	}
	if len(dirs) == 0 {
		tb.Fatalf("no %s_* scenarios under %s", prefix, root)
	}
	return dirs
}
