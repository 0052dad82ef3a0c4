package driver

import (
	"bytes"
	"cmp"
	"fmt"
	"go/format"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/sema-agent/clampvet/internal/driver/findings"
	"github.com/sema-agent/clampvet/internal/driver/output"
	"golang.org/x/tools/go/packages"
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
//
// A fix is applied unseen, so the packages it changed are loaded and
// type-checked again afterwards (with -diff, from the patched contents
// as an overlay, nothing being written): a package that no longer
// type-checks is an error, printed on stderr as load errors are, and the
// exit code is ExitErrors whatever else is left. The run started from
// packages that type-checked (-fix applies nothing otherwise), so every
// such error is the fixes' doing. With -fix the files stay written, so
// that the user sees what broke and can revert it under version control.

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
	var overlay map[string][]byte // -diff: the patched contents, never written
	if r.diff {
		overlay = make(map[string][]byte, len(changed))
	}
	for _, name := range changed {
		before := contents[name]
		after := apply(before, accepted[name])
		if formatted, err := format.Source(after); err == nil {
			after = formatted
		}
		if r.diff {
			io.WriteString(r.stdout, output.Unified(name, string(before), string(after)))
			overlay[name] = after
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
	if len(changed) > 0 && !r.fixedBuild(changed, overlay, dir) {
		return ExitErrors
	}
	if len(left) > 0 {
		return ExitFindings
	}
	return ExitClean
}

// fixedBuild loads the packages of the changed files again (their test
// variants too, as the analysis did, since a test may rely on what a fix
// changed), with overlay in place of the files it names, and reports
// whether every one type-checks. It prints the errors of those that do
// not, as the analysis prints load errors, under a line that says they
// come from the fixes.
func (r *run) fixedBuild(changed []string, overlay map[string][]byte, dir string) bool {
	patterns := make([]string, len(changed))
	for i, name := range changed {
		patterns[i] = "file=" + name
	}
	cfg := &packages.Config{
		// From source for the changed packages, from export data for
		// their imports: only the changed packages can have broken.
		Mode: packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles | packages.NeedImports |
			packages.NeedTypes | packages.NeedSyntax | packages.NeedTypesInfo,
		Dir:        dir,
		BuildFlags: r.buildFlags(),
		Tests:      r.tests,
		Overlay:    overlay,
	}
	pkgs, err := packages.Load(cfg, patterns...)
	verb := "the fixed packages"
	if r.diff {
		verb = "with the diff applied, the packages"
	}
	if err != nil {
		fmt.Fprintf(r.stderr, "clampvet: checking that %s still build: %v\n", verb, err)
		return false
	}
	errs := findings.LoadErrors(pkgs)
	if len(errs) == 0 {
		return true
	}
	fmt.Fprintf(r.stderr, "clampvet: %s no longer type-check:\n", verb)
	for _, e := range errs {
		if e.Pos.IsValid() {
			if !filepath.IsAbs(e.Pos.Filename) {
				// The compiler's report names files relative to the go
				// command's directory.
				e.Pos.Filename = filepath.Join(dir, e.Pos.Filename)
			}
			e.Pos.Filename = output.RelPath(dir, e.Pos.Filename)
		}
		fmt.Fprintln(r.stderr, e.String())
	}
	return false
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
