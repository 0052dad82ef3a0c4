// Package breakages reads examples/engine/BREAKAGES.md, the catalogue of
// broken copies of the example engine and the policy module, for the tests
// that run clampvet on them (cmd/clampvet) and that check the syntactic
// passes against SSA on them (testkit/analyzemodule).
package breakages

import (
	"errors"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// A Case is one case of examples/engine/BREAKAGES.md: a broken copy and
// the findings clampvet must report on it.
type Case struct {
	Name     string
	Line     int // of its heading in BREAKAGES.md
	Analyzer string
	Dir      string // slash path relative to the repository root
	File     string // slash path relative to the repository root
	Old, New string
	Create   bool     // File is a new file holding New (the test's own cases only)
	Findings []string // FILE:LINE:COL: MESSAGE, FILE relative to dir
	Fixed    string
	HasFixed bool
}

// Read parses the catalogue at path as its "Format" section describes it:
// every "###" heading starts a case, and its "- key: value" lines, whose
// values are Go double-quoted strings, are its fields.
func Read(path string) ([]*Case, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(data)
}

// Parse parses the text of BREAKAGES.md and checks every case; see Read.
func Parse(data []byte) ([]*Case, error) {
	field := regexp.MustCompile(`^- ([a-z]+): (.*)$`)
	var (
		cases []*Case
		cur   *Case
		seen  map[string]bool
		errs  []error
	)
	fail := func(line int, format string, args ...any) {
		errs = append(errs, fmt.Errorf("BREAKAGES.md:%d: %s", line, fmt.Sprintf(format, args...)))
	}
	for i, line := range strings.Split(string(data), "\n") {
		n := i + 1
		switch {
		case strings.HasPrefix(line, "### "):
			cur = &Case{Name: strings.TrimSpace(line[4:]), Line: n}
			seen = make(map[string]bool)
			cases = append(cases, cur)
		case strings.HasPrefix(line, "#"):
			cur = nil // a higher heading ends the case
		case cur != nil && strings.HasPrefix(line, "- "):
			m := field.FindStringSubmatch(line)
			if m == nil {
				fail(n, "case %q: want - key: \"value\", have %q", cur.Name, line)
				continue
			}
			key := m[1]
			v, err := strconv.Unquote(m[2])
			if err != nil || !strings.HasPrefix(m[2], `"`) {
				fail(n, "case %q: the value of %s is not a Go double-quoted string: %s", cur.Name, key, m[2])
				continue
			}
			if key != "finding" && seen[key] {
				fail(n, "case %q: %s given twice", cur.Name, key)
			}
			seen[key] = true
			switch key {
			case "analyzer":
				cur.Analyzer = v
			case "dir":
				cur.Dir = v
			case "file":
				cur.File = v
			case "old":
				cur.Old = v
			case "new":
				cur.New = v
			case "finding":
				cur.Findings = append(cur.Findings, v)
			case "fixed":
				cur.Fixed, cur.HasFixed = v, true
			default:
				fail(n, "case %q: unknown key %q", cur.Name, key)
			}
		}
	}
	if len(cases) == 0 {
		errs = append(errs, errors.New("BREAKAGES.md has no cases (### headings)"))
	}
	names := make(map[string]bool)
	for _, c := range cases {
		at := func(format string, args ...any) {
			fail(c.Line, "case %q: %s", c.Name, fmt.Sprintf(format, args...))
		}
		if names[c.Name] {
			at("two cases have this name")
		}
		names[c.Name] = true
		if c.Analyzer == "" || c.Dir == "" || c.File == "" || c.Old == "" {
			at("analyzer, dir, file and old are required")
		}
		if len(c.Findings) == 0 {
			at("no finding")
		}
		if c.Dir != "examples/engine" && c.Dir != "policy" {
			at("dir %q: want examples/engine or policy, the trees the test copies", c.Dir)
		}
		if !filepath.IsLocal(filepath.FromSlash(c.File)) || !strings.HasPrefix(path.Clean(c.File), c.Dir+"/") {
			at("file %q is not inside dir %q", c.File, c.Dir)
		}
	}
	return cases, errors.Join(errs...)
}

// Apply writes the case's edit into the copy at root; old must occur
// exactly once in the file. A case with create set writes a new file.
func (c *Case) Apply(t testing.TB, root string) {
	t.Helper()
	path := filepath.Join(root, filepath.FromSlash(c.File))
	if c.Create {
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o666)
		if err != nil {
			t.Fatalf("case %q: %v", c.Name, err)
		}
		if _, err := f.WriteString(c.New); err != nil {
			t.Fatal(err)
		}
		if err := f.Close(); err != nil {
			t.Fatal(err)
		}
		return
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(data), c.Old); n != 1 {
		t.Fatalf("BREAKAGES.md:%d: case %q: old occurs %d times in %s, want exactly once: update the case\nold: %q",
			c.Line, c.Name, n, c.File, c.Old)
	}
	if err := os.WriteFile(path, []byte(strings.Replace(string(data), c.Old, c.New, 1)), 0o666); err != nil {
		t.Fatal(err)
	}
}
