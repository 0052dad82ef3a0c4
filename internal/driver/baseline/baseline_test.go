package baseline

import (
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/internal/driver/findings"
)

// TestRoundTrip writes a baseline and reads it back: the filter then
// drops exactly the findings written, and keeps a new one.
func TestRoundTrip(t *testing.T) {
	dir := t.TempDir()
	fs := []findings.Finding{
		{Analyzer: "constructors", Category: "k", Fingerprint: "aa", Message: "m1", Pos: token.Position{Filename: filepath.Join(dir, "a", "x.go"), Line: 3}},
		{Analyzer: "clampseats", Category: "j", Fingerprint: "bb", Message: "m2", Pos: token.Position{Filename: "/elsewhere/y.go", Line: 1}},
	}
	path := filepath.Join(dir, "baseline.json")
	if err := Write(path, fs, dir); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"file": "a/x.go"`, `"kind": "constructors/k"`, `"file": "/elsewhere/y.go"`, `"version": 1`} {
		if !strings.Contains(string(data), want) {
			t.Errorf("baseline lacks %s:\n%s", want, data)
		}
	}
	set, err := Read(path)
	if err != nil {
		t.Fatal(err)
	}
	kept, known := set.Filter(append(fs, findings.Finding{Fingerprint: "cc"}))
	if known != 2 || len(kept) != 1 || kept[0].Fingerprint != "cc" {
		t.Errorf("Filter kept %+v, known %d; want only the new finding, 2 known", kept, known)
	}
}

// TestReadRefuses pins that anything but a baseline of this version is an
// error, never an empty baseline.
func TestReadRefuses(t *testing.T) {
	dir := t.TempDir()
	cases := map[string]string{
		"empty":          ``,
		"not json":       `fingerprints: aa`,
		"version":        `{"version": 2, "findings": []}`,
		"no version":     `{"findings": []}`,
		"unknown field":  `{"version": 1, "findings": [], "extra": true}`,
		"trailing":       `{"version": 1, "findings": []} {}`,
		"no fingerprint": `{"version": 1, "findings": [{"kind": "x"}]}`,
	}
	for name, content := range cases {
		path := filepath.Join(dir, strings.ReplaceAll(name, " ", "_"))
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := Read(path); err == nil {
			t.Errorf("%s: Read accepted %q", name, content)
		}
	}
	if _, err := Read(filepath.Join(dir, "missing")); err == nil {
		t.Error("Read accepted a missing file")
	}
	ok := filepath.Join(dir, "ok")
	if err := os.WriteFile(ok, []byte(`{"version": 1, "findings": []}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if set, err := Read(ok); err != nil || len(set) != 0 {
		t.Errorf("an empty baseline: %v, %v", set, err)
	}
}
