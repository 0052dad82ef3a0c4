package flowpass

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/testkit/scenarios"
)

// breakage is one case of examples/engine/BREAKAGES.md: an edit of the
// example engine (or the policy module) that a hostile or careless author
// could make.
type breakage struct {
	name, dir, file, old, new string
}

// readBreakages reads the cases of BREAKAGES.md (its format is described
// there: a ### heading per case, then "- key: \"quoted value\"" lines).
func readBreakages(t *testing.T, path string) []breakage {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []breakage
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		line := sc.Text()
		if name, ok := strings.CutPrefix(line, "### "); ok {
			out = append(out, breakage{name: name})
			continue
		}
		key, raw, ok := strings.Cut(strings.TrimPrefix(line, "- "), ": ")
		if !ok || !strings.HasPrefix(line, "- ") || len(out) == 0 {
			continue
		}
		v, err := strconv.Unquote(raw)
		if err != nil {
			continue // prose that happens to start with "- "
		}
		c := &out[len(out)-1]
		switch key {
		case "dir":
			c.dir = v
		case "file":
			c.file = v
		case "old":
			c.old = v
		case "new":
			c.new = v
		}
	}
	return out
}

// TestClearAgreesOnBreakages runs the syntactic pass under verifyClear on
// every broken copy of the example engine that BREAKAGES.md lists: each is
// an edit of a real engine's constructors, lanes or registry, and none may
// leave a function the pass clears where SSA reports something.
func TestClearAgreesOnBreakages(t *testing.T) {
	if testing.Short() {
		t.Skip("copies the example engine once per case")
	}
	verifyClear = true
	defer func() { verifyClear = false }()
	repo := filepath.Join(scenarios.Root(t), "..", "..")
	cases := readBreakages(t, filepath.Join(repo, "examples", "engine", "BREAKAGES.md"))
	if len(cases) < 20 {
		t.Fatalf("read %d cases from BREAKAGES.md, want every one", len(cases))
	}
	for _, c := range cases {
		if c.dir != "examples/engine" {
			continue // the policy module's cases: no constructor there
		}
		t.Run(c.name, func(t *testing.T) {
			root := t.TempDir()
			copyTree(t, filepath.Join(repo, "examples", "engine"), filepath.Join(root, "examples", "engine"))
			copyTree(t, filepath.Join(repo, "policy"), filepath.Join(root, "policy"))
			path := filepath.Join(root, filepath.FromSlash(c.file))
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if strings.Count(string(data), c.old) != 1 {
				t.Fatalf("old text does not occur exactly once in %s", c.file)
			}
			write(t, path, strings.Replace(string(data), c.old, c.new, 1))
			clearedIn(t, filepath.Join(root, "examples", "engine"))
		})
	}
}

// copyTree copies the regular files under src to dst.
func copyTree(t *testing.T, src, dst string) {
	t.Helper()
	err := filepath.WalkDir(src, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(src, path)
		if err != nil {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dst, rel)), 0o755); err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}
