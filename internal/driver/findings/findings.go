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
	"strconv"
	"strings"

	"github.com/sema-agent/clampvet/internal/allow"
	"github.com/sema-agent/clampvet/internal/kinds"
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

	// Fingerprint identifies the finding across commits that move lines:
	// see [FingerprintKey].
	Fingerprint string
	// Allowed is the audited exception that covers the finding, or nil.
	Allowed *Exception
}

// Kind is the finding's kind (its diagnostic's category); "" for a
// finding of an analyzer outside the suite.
func (f Finding) Kind() string { return f.Category }

// Exception is the //clampvet:allow comment that covers a finding.
type Exception struct {
	Pos, End token.Position
	Reason   string
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
	Findings   []Finding   // sorted by file, line, column, analyzer, message
	Allowed    []Finding   // covered by an exception (Allowed set), sorted the same way
	Errors     []Error     // sorted by package, analyzer
	LoadErrors []LoadError // set by the driver: see [LoadErrors]
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
		if r, ok := act.Result.(*allow.Result); ok && r != nil {
			for _, a := range r.Allowed {
				f := convert(act.Package, act.Analyzer, a.Diagnostic)
				k := key{f.Analyzer, f.Pos, f.End, f.Message}
				if seen[k] {
					continue
				}
				seen[k] = true
				fset := act.Package.Fset
				f.Allowed = &Exception{Pos: fset.Position(a.Exception.Pos), End: fset.Position(a.Exception.End), Reason: a.Exception.Reason}
				res.Allowed = append(res.Allowed, f)
			}
		}
	}
	res.Findings = dropUsedElsewhere(res.Findings, res.Allowed)
	Sort(res.Findings)
	Sort(res.Allowed)
	rankFingerprints(res.Findings, res.Allowed)
	return res
}

// dropUsedElsewhere drops the allow-unused findings of an exception that
// covers a finding in another variant of its package: a file shared by a
// package and its test variant is analyzed twice, and a finding that only
// the test variant has (its test files use the code) leaves the
// exception unused in the plain package.
func dropUsedElsewhere(fs, allowed []Finding) []Finding {
	if len(allowed) == 0 {
		return fs
	}
	type use struct {
		at   token.Position
		kind string
	}
	used := make(map[use]bool)
	for _, a := range allowed {
		used[use{a.Allowed.Pos, a.Category}] = true
	}
	return slices.DeleteFunc(fs, func(f Finding) bool {
		k, ok := allow.UnusedKind(f.Message)
		return ok && f.Category == kinds.AllowUnused && used[use{f.Pos, k}]
	})
}

// Sort sorts findings by file, line, column, analyzer and message.
func Sort(fs []Finding) {
	slices.SortStableFunc(fs, compare)
}

// compare orders findings by file, line, column, analyzer and message.
func compare(a, b Finding) int {
	return cmp.Or(
		cmp.Compare(a.Pos.Filename, b.Pos.Filename),
		cmp.Compare(a.Pos.Line, b.Pos.Line),
		cmp.Compare(a.Pos.Column, b.Pos.Column),
		cmp.Compare(a.Analyzer, b.Analyzer),
		cmp.Compare(a.Message, b.Message),
	)
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
	f.Related = related(fset, d.Related)
	f.Fingerprint = baseFingerprint(pkg, d.Pos, f)
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

// related resolves the related locations of a diagnostic, in their order.
// Positions follow //line directives, as the finding's own do, so a
// related location in cgo's copy of a file names the user's .go file.
// A related location without a position says nowhere to look and is
// left out; one that repeats an earlier one (the same range and message)
// adds nothing and is left out too.
func related(fset *token.FileSet, rel []analysis.RelatedInformation) []Related {
	var out []Related
	for _, r := range rel {
		if !r.Pos.IsValid() {
			continue
		}
		x := Related{
			Pos:     fset.Position(r.Pos),
			End:     fset.Position(cmp.Or(r.End, r.Pos)),
			Message: r.Message,
		}
		if !slices.Contains(out, x) {
			out = append(out, x)
		}
	}
	return out
}

// LoadError is an error listing, parsing or type-checking a package. A
// package that does not type-check is never analyzed, so clampvet reports
// its errors and fails instead of passing silently.
type LoadError struct {
	Package string         // package ID
	Pos     token.Position // invalid when the error has no position
	Msg     string
}

func (e LoadError) String() string {
	if e.Pos.IsValid() {
		return e.Pos.String() + ": " + e.Msg
	}
	return e.Package + ": " + e.Msg
}

// LoadErrors returns the errors of the packages in the import graph of
// roots, each once: a package and its test variant share their errors, and
// the compiler's report of a package that go/packages also type-checked
// ("# path" followed by the same messages) repeats the type errors.
func LoadErrors(roots []*packages.Package) []LoadError {
	var out []LoadError
	seen := make(map[string]bool)
	// The go command's error for an import it cannot resolve is reported
	// on the package it could not list; the type checker of the importer
	// then says "could not import PATH", which repeats it.
	unlisted := make(map[string]bool)
	packages.Visit(roots, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			if e.Kind == packages.ListError {
				unlisted[p.PkgPath] = true
			}
		}
	})
	packages.Visit(roots, nil, func(p *packages.Package) {
		typed := false
		for _, e := range p.Errors {
			typed = typed || e.Kind == packages.TypeError || e.Kind == packages.ParseError
		}
		for _, e := range p.Errors {
			if typed && IsCompilerReport(e) {
				continue
			}
			if repeatsListError(e, unlisted) {
				continue
			}
			for _, le := range splitCompilerReport(p.ID, e) {
				if k := le.String(); !seen[k] {
					seen[k] = true
					out = append(out, le)
				}
			}
		}
	})
	return out
}

// IsCompilerReport reports whether e is the compiler's report on a package
// ("# path" followed by its errors, which go list gives when it compiles the
// package for its export data), not an error of the type checker, the
// parser or the go command's listing.
func IsCompilerReport(e packages.Error) bool {
	return e.Kind != packages.TypeError && e.Kind != packages.ParseError && strings.HasPrefix(e.Msg, "# ")
}

// splitCompilerReport turns the compiler's report of a package loaded from
// export data ("# path" followed by one "file:line:col: message" line per
// error, and no type errors of go/packages' own to repeat it) into one
// positioned error per line, like a type error; any other error is kept
// whole.
func splitCompilerReport(pkg string, e packages.Error) []LoadError {
	header, body, ok := strings.Cut(e.Msg, "\n")
	if !ok || !strings.HasPrefix(header, "# ") || e.Pos != "" {
		return []LoadError{{Package: pkg, Pos: parsePos(e.Pos), Msg: e.Msg}}
	}
	var out []LoadError
	for _, line := range strings.Split(strings.TrimSpace(body), "\n") {
		// "file:line:col: message": the position is everything before
		// the first ": " whose left side parses as one.
		if i := strings.Index(line, ": "); i > 0 {
			if pos := parsePos(line[:i]); pos.Line > 0 {
				out = append(out, LoadError{Package: pkg, Pos: pos, Msg: line[i+2:]})
				continue
			}
		}
		if len(out) > 0 && strings.HasPrefix(line, "\t") {
			out[len(out)-1].Msg += "\n" + line // a continuation line
			continue
		}
		out = append(out, LoadError{Package: pkg, Msg: line})
	}
	return out
}

// repeatsListError reports whether e is the type checker's "could not
// import PATH" for a package whose own list error is already reported.
func repeatsListError(e packages.Error, unlisted map[string]bool) bool {
	if e.Kind != packages.TypeError {
		return false
	}
	rest, ok := strings.CutPrefix(e.Msg, "could not import ")
	if !ok {
		return false
	}
	path, _, _ := strings.Cut(rest, " ")
	return unlisted[path]
}

// parsePos parses the "file:line:col" or "file:line" of a packages.Error.
func parsePos(s string) token.Position {
	if s == "" || s == "-" {
		return token.Position{}
	}
	var p token.Position
	rest := s
	for _, field := range []*int{&p.Column, &p.Line} {
		i := strings.LastIndexByte(rest, ':')
		if i < 0 {
			break
		}
		n, err := strconv.Atoi(rest[i+1:])
		if err != nil {
			break
		}
		*field = n
		rest = rest[:i]
	}
	if p.Line == 0 { // "file:line": what was read as the column is the line
		p.Line, p.Column = p.Column, 0
	}
	if p.Line == 0 {
		return token.Position{Filename: s}
	}
	p.Filename = rest
	return p
}

// PrimaryErrors returns the analysis errors that do not merely repeat a
// load error: when packages failed to load, the analyses of those packages
// are skipped ("analysis skipped due to errors in package") and those that
// depend on them fail ("failed prerequisites"); saying so again for every
// analyzer adds nothing to the load errors.
func (r *Result) PrimaryErrors() []Error {
	if len(r.LoadErrors) == 0 {
		return r.Errors
	}
	var out []Error
	for _, e := range r.Errors {
		msg := e.Err.Error()
		if strings.HasPrefix(msg, "analysis skipped due to errors in package") || strings.HasPrefix(msg, "failed prerequisites") {
			continue
		}
		out = append(out, e)
	}
	return out
}
