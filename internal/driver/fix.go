package driver

import (
	"bytes"
	"cmp"
	"fmt"
	"go/format"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/sema-agent/clampvet/internal/findings"
	"github.com/sema-agent/clampvet/internal/output"
)

// The standalone -fix and -diff apply the suggested fixes of the same run
// that prints findings (same loader, same findings, deduplicated across
// test variants), instead of delegating to x/tools' multichecker: that one
// exits the process without saying which findings it left, skips every fix
// in a cgo package (cmd/cgo's copy is a generated file, and the source
// file is not among the files its pass may read) and loads every package
// from source.
//
// The first fix of each finding is applied, as every x/tools driver does,
// unless one of its edits overlaps an edit of a fix already taken (two
// identical edits are one, as a package and its test variant suggest
// them), its file cannot be read, or its offsets fall outside the file.
// Fixed files are gofmt-ed (when they parse). What is left — findings with
// no fix, or whose fix was not applied — is printed as the text format
// prints findings: on stdout with -fix, on stderr with -diff (whose stdout
// is the patch); any left makes the exit code ExitFindings.

// pendingEdit is one edit of a fix, with the finding it fixes.
type pendingEdit struct {
	start, end int
	text       string
	finding    int
}

// applyFixes applies, or with diff shows, the fixes of res.Findings, and
// returns the exit code.
func (r *run) applyFixes(res *findings.Result, dir string) int {
	contents := make(map[string][]byte)
	accepted := make(map[string][]pendingEdit)
	fixed := make([]bool, len(res.Findings))
	for i, f := range res.Findings {
		if len(f.Fixes) == 0 {
			continue
		}
		if edits, ok := planFix(f.Fixes[0], i, contents, accepted); ok {
			for name, es := range edits {
				accepted[name] = es
			}
			fixed[i] = true
		}
	}
	var changed []string
	for name := range accepted {
		changed = append(changed, name)
	}
	slices.Sort(changed)
	for _, name := range changed {
		before := contents[name]
		after := apply(before, accepted[name])
		if formatted, err := format.Source(after); err == nil {
			after = formatted
		}
		if r.diff {
			io.WriteString(r.stdout, output.Unified(name, string(before), string(after)))
			continue
		}
		if err := writeFile(name, after); err != nil {
			fmt.Fprintf(r.stderr, "clampvet: %v\n", err)
			return ExitErrors
		}
	}
	var left []findings.Finding
	for i, f := range res.Findings {
		if !fixed[i] {
			left = append(left, f)
		}
	}
	w := r.stdout
	if r.diff {
		w = r.stderr
	}
	if err := output.Text(w, left, dir, r.context); err != nil {
		fmt.Fprintf(r.stderr, "clampvet: writing output: %v\n", err)
		return ExitErrors
	}
	if len(left) > 0 {
		return ExitFindings
	}
	return ExitClean
}

// planFix returns the edits of every file fix touches merged with those
// already accepted, or false when the fix cannot be applied whole.
func planFix(fix findings.Fix, finding int, contents map[string][]byte, accepted map[string][]pendingEdit) (map[string][]pendingEdit, bool) {
	out := make(map[string][]pendingEdit)
	for _, e := range fix.Edits {
		name := e.Pos.Filename
		if e.End.Filename != name || !strings.HasSuffix(name, ".go") {
			// Never a file of the build cache (cmd/cgo's copies are
			// named "…-d" there): findings.CgoFixes has moved every
			// edit it could map to the source file.
			return nil, false
		}
		content, ok := contents[name]
		if !ok {
			content, _ = os.ReadFile(name) // nil: unreadable, never fixed
			contents[name] = content
		}
		if content == nil || e.Pos.Offset < 0 || e.End.Offset < e.Pos.Offset || e.End.Offset > len(content) {
			return nil, false
		}
		es, ok := out[name]
		if !ok {
			es = slices.Clone(accepted[name])
		}
		pe := pendingEdit{start: e.Pos.Offset, end: e.End.Offset, text: e.New, finding: finding}
		if es, ok = merge(es, pe); !ok {
			return nil, false
		}
		out[name] = es
	}
	return out, true
}

// merge adds e to the sorted edits es; an identical edit is one, an
// overlapping one is a conflict.
func merge(es []pendingEdit, e pendingEdit) ([]pendingEdit, bool) {
	for _, x := range es {
		switch {
		case x.start == e.start && x.end == e.end && x.text == e.text:
			return es, true
		case x.start < e.end && e.start < x.end,
			x.start == e.start && (x.start == x.end || e.start == e.end):
			// Overlapping ranges, or two different insertions (or an
			// insertion and a replacement) at one point: their order
			// would be a guess.
			return nil, false
		}
	}
	es = append(es, e)
	slices.SortFunc(es, func(a, b pendingEdit) int { return cmp.Compare(a.start, b.start) })
	return es, true
}

// apply returns content with the sorted, disjoint edits es applied.
func apply(content []byte, es []pendingEdit) []byte {
	var b bytes.Buffer
	last := 0
	for _, e := range es {
		b.Write(content[last:e.start])
		b.WriteString(e.text)
		last = e.end
	}
	b.Write(content[last:])
	return b.Bytes()
}

// writeFile replaces the content of an existing file, keeping its mode.
func writeFile(name string, data []byte) error {
	st, err := os.Stat(name)
	if err != nil {
		return err
	}
	return os.WriteFile(name, data, st.Mode().Perm())
}
