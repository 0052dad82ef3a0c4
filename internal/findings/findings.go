// Package findings turns the result of a go/analysis run into the flat,
// sorted, deduplicated list of findings and errors that every clampvet
// output format prints.
//
// With tests included, go/packages yields a package twice ("p" and
// "p [p.test]") and both are analyzed: a finding in a file they share is
// reported by both. [Collect] keeps one, attributed to the first package ID
// in sorted order (the plain package).
package findings

import (
	"cmp"
	"fmt"
	"go/token"
	"slices"
	"sort"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// Finding is one diagnostic of one analyzer, with positions resolved.
type Finding struct {
	Analyzer string // the analyzer's name
	Category string // the diagnostic's category, often empty
	URL      string // documentation of the finding (the analyzer's URL unless the diagnostic has its own)
	Package  string // ID of the package whose analysis reported it

	Pos     token.Position // start, Go convention: 1-based line, byte column
	End     token.Position // end (exclusive); equal to Pos when the diagnostic has none
	Message string

	Related []Related
	Fixes   []Fix
}

// Related is a secondary location of a finding.
type Related struct {
	Pos, End token.Position
	Message  string
}

// Fix is a suggested fix: edits to apply together.
type Fix struct {
	Message string
	Edits   []Edit
}

// Edit replaces the bytes [Pos.Offset, End.Offset) of Pos.Filename by New.
// Its positions are those of the file on disk (//line directives ignored).
type Edit struct {
	Pos, End token.Position
	New      string
}

// Error is an analysis that failed: an analyzer returned an error, or was
// skipped because its package (or a dependency) has errors.
type Error struct {
	Package  string // package ID
	Analyzer string
	Err      error
}

func (e Error) Error() string { return fmt.Sprintf("%s: %s: %v", e.Package, e.Analyzer, e.Err) }

// Result is the outcome of an analysis run.
type Result struct {
	Findings []Finding // sorted by file, line, column, analyzer, message
	Errors   []Error   // sorted by package, analyzer
}

// Collect gathers the findings of the root actions of g and the errors of
// every action, deduplicating findings reported for a file shared by a
// package and its test variant.
func Collect(g *checker.Graph) *Result {
	var acts []*checker.Action
	for act := range g.All() {
		acts = append(acts, act)
	}
	// Sorted by package ID, so "p" comes before "p [p.test]" and keeps
	// the finding; then analyzer name, for determinism.
	sort.SliceStable(acts, func(i, j int) bool {
		if a, b := acts[i].Package.ID, acts[j].Package.ID; a != b {
			return a < b
		}
		return acts[i].Analyzer.Name < acts[j].Analyzer.Name
	})

	type key struct {
		analyzer string
		pos, end token.Position
		message  string
	}
	seen := make(map[key]bool)
	res := &Result{}
	for _, act := range acts {
		if act.Err != nil {
			res.Errors = append(res.Errors, Error{Package: act.Package.ID, Analyzer: act.Analyzer.Name, Err: act.Err})
			continue
		}
		if !act.IsRoot {
			continue
		}
		for _, d := range act.Diagnostics {
			f := convert(act.Package, act.Analyzer, d)
			k := key{f.Analyzer, f.Pos, f.End, f.Message}
			if seen[k] {
				continue
			}
			seen[k] = true
			res.Findings = append(res.Findings, f)
		}
	}
	Sort(res.Findings)
	return res
}

// Sort sorts findings by file, line, column, analyzer and message.
func Sort(fs []Finding) {
	slices.SortStableFunc(fs, func(a, b Finding) int {
		return cmp.Or(
			cmp.Compare(a.Pos.Filename, b.Pos.Filename),
			cmp.Compare(a.Pos.Line, b.Pos.Line),
			cmp.Compare(a.Pos.Column, b.Pos.Column),
			cmp.Compare(a.Analyzer, b.Analyzer),
			cmp.Compare(a.Message, b.Message),
		)
	})
}

func convert(pkg *packages.Package, a *analysis.Analyzer, d analysis.Diagnostic) Finding {
	fset := pkg.Fset
	f := Finding{
		Analyzer: a.Name,
		Category: d.Category,
		URL:      cmp.Or(d.URL, a.URL),
		Package:  pkg.ID,
		Pos:      fset.Position(d.Pos),
		End:      fset.Position(cmp.Or(d.End, d.Pos)),
		Message:  d.Message,
	}
	for _, r := range d.Related {
		f.Related = append(f.Related, Related{
			Pos:     fset.Position(r.Pos),
			End:     fset.Position(cmp.Or(r.End, r.Pos)),
			Message: r.Message,
		})
	}
	for _, sf := range d.SuggestedFixes {
		fix := Fix{Message: sf.Message}
		for _, e := range sf.TextEdits {
			// Edits apply to the file as it is on disk: ignore //line
			// directives, which only rename positions for people.
			fix.Edits = append(fix.Edits, Edit{
				Pos: fset.PositionFor(e.Pos, false),
				End: fset.PositionFor(cmp.Or(e.End, e.Pos), false),
				New: string(e.NewText),
			})
		}
		f.Fixes = append(f.Fixes, fix)
	}
	return f
}
