// Package golden compares a test's output with a golden file, or rewrites
// the file when the test's update flag is set: the one comparison the
// output, driver and end-to-end tests share.
package golden

import (
	"os"
	"path/filepath"
	"testing"
)

// Compare fails t when got differs from the file at path, or writes got
// there (creating its directory) when update is true. rewrite is the
// command that rewrites the file, which the failure quotes.
func Compare(t testing.TB, path, got string, update bool, rewrite string) {
	t.Helper()
	if update {
		if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o666); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (%s writes it)", err, rewrite)
	}
	if got != string(want) {
		t.Errorf("output differs from %s (%s rewrites it):\n%s", path, rewrite, got)
	}
}
