// Package relatedlocs checks the related locations of an analyzer's
// findings on its scenarios against a table of pins. analysistest checks a
// scenario's "// want" comments, which say nothing of related locations;
// this package runs the analyzer on every scenario of its prefix and
// compares, both ways, the related locations of each finding that has any
// with the pins: a pinned finding that lost or changed them fails, and so
// does a finding whose related locations are not pinned, or a pin for a
// scenario that does not exist.
package relatedlocs

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/testkit/scenarios"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
)

// Pins are, by scenario, by the place of a finding ("dir/file.go:line"),
// its related locations in order, each "dir/file.go:line message" (the base
// name alone for a file of another module). A finding is named by its
// place, not its message, so that rewording a message does not move the
// pins; the findings of one place follow each other, separated by "--".
type Pins map[string]map[string][]string

// Check runs a on every scenario whose directory starts with prefix (as
// [scenarios.Dirs] finds them), except those skip names, and compares the
// related locations of its findings with want.
func Check(t *testing.T, a *analysis.Analyzer, prefix string, want Pins, skip func(name string) bool) {
	t.Helper()
	seen := map[string]bool{}
	for _, dir := range scenarios.Dirs(t, prefix) {
		name := filepath.Base(dir)
		if skip != nil && skip(name) {
			continue
		}
		seen[name] = true
		t.Run(name, func(t *testing.T) { compare(t, Of(a, dir), want[name]) })
	}
	for name := range want {
		if !seen[name] {
			t.Errorf("pinned scenario %s is not one this test runs", name)
		}
	}
}

// compare reports, both ways, where got and want differ.
func compare(t *testing.T, got, want map[string][]string) {
	t.Helper()
	for place, rel := range got {
		if w, ok := want[place]; !ok {
			t.Errorf("finding at %s has related locations that are not pinned:\n\t%s", place, strings.Join(rel, "\n\t"))
		} else if !slices.Equal(rel, w) {
			t.Errorf("finding at %s: related\n\t%s\nwant\n\t%s", place, strings.Join(rel, "\n\t"), strings.Join(w, "\n\t"))
		}
	}
	for place := range want {
		if _, ok := got[place]; !ok {
			t.Errorf("no finding with related locations at %s", place)
		}
	}
}

// quiet swallows analysistest's complaints about "// want" comments: the
// analyzers' scenario tests check those. A scenario that fails to load
// yields no findings, and its pins fail.
type quiet struct{}

func (quiet) Errorf(string, ...any) {}

// Of runs a on the scenario in dir and returns, by the place of each
// finding that has related locations, those locations, in the form of
// [Pins].
func Of(a *analysis.Analyzer, dir string) map[string][]string {
	out := map[string][]string{}
	for _, res := range analysistest.Run(quiet{}, dir, a, "./...") {
		fset := res.Action.Package.Fset
		for _, d := range res.Action.Diagnostics {
			if len(d.Related) == 0 {
				continue
			}
			p := fset.Position(d.Pos)
			place := Place(dir, p.Filename, p.Line)
			var rel []string
			for _, r := range d.Related {
				p := fset.Position(r.Pos)
				rel = append(rel, Place(dir, p.Filename, p.Line)+" "+r.Message)
			}
			if prev, dup := out[place]; dup {
				rel = append(prev, append([]string{"--"}, rel...)...)
			}
			out[place] = rel
		}
	}
	return out
}

// Place is "dir/file.go:line" relative to the scenario's module in dir, or
// the base name alone for a file of another module (the policy module),
// whose lines are not the scenario's.
func Place(dir, file string, line int) string {
	rel, err := filepath.Rel(dir, file)
	if err != nil || strings.HasPrefix(rel, "..") {
		return filepath.Base(file)
	}
	return fmt.Sprintf("%s:%d", filepath.ToSlash(rel), line)
}
