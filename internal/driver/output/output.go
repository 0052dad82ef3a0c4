// Package output prints clampvet findings as text, as go vet -json does,
// and as GitHub Actions workflow commands. SARIF has its own package,
// internal/driver/sarif.
package output

import (
	"encoding/json"
	"fmt"
	"go/token"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/sema-agent/clampvet/internal/driver/findings"
	"github.com/sema-agent/clampvet/internal/kinds"
)

// RelPath returns filename relative to dir when it is inside dir, and
// filename unchanged otherwise (or when dir is empty). Separators are the
// platform's.
func RelPath(dir, filename string) string {
	if dir == "" || !filepath.IsAbs(filename) {
		return filename
	}
	rel, err := filepath.Rel(dir, filename)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return filename
	}
	return rel
}

func position(dir string, p token.Position) string {
	if !p.IsValid() {
		return "-"
	}
	p.Filename = RelPath(dir, p.Filename)
	return p.String()
}

// Text prints findings in the Go convention, one per line:
//
//	file:line:col: message (analyzer/kind)
//
// with byte columns and file names relative to dir when they are inside
// it. Each related location follows on its own line as go vet prints
// related information, its position first and its message indented by a
// tab, so that an editor that jumps to "file:line:col:" lines jumps to
// every place of a path:
//
//	file:line:col: \tmessage
//
// If contextLines is nonnegative, the offending lines of the finding and
// of each related location are printed too, with that many lines of
// context around them, as go vet -c=N does.
func Text(w io.Writer, fs []findings.Finding, dir string, contextLines int) error {
	var b strings.Builder
	for _, f := range fs {
		fmt.Fprintf(&b, "%s: %s (%s)\n", position(dir, f.Pos), f.Message, kinds.Qualified(f.Analyzer, f.Kind()))
		printContext(&b, f.Pos, f.End, contextLines)
		for _, r := range f.Related {
			fmt.Fprintf(&b, "%s: \t%s\n", position(dir, r.Pos), r.Message)
			printContext(&b, r.Pos, r.End, contextLines)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// Allowed prints the findings audited exceptions cover, for review: each
// finding as [Text] prints it, then the exception that covers it,
//
//	file:line:col: message (analyzer/kind)
//	file:line:col: \tallowed: reason
//
// with file names relative to dir when they are inside it.
func Allowed(w io.Writer, fs []findings.Finding, dir string) error {
	var b strings.Builder
	for _, f := range fs {
		fmt.Fprintf(&b, "%s: %s (%s)\n", position(dir, f.Pos), f.Message, kinds.Qualified(f.Analyzer, f.Kind()))
		if a := f.Allowed; a != nil {
			fmt.Fprintf(&b, "%s: \tallowed: %s\n", position(dir, a.Pos), a.Reason)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func printContext(b *strings.Builder, pos, end token.Position, n int) {
	if n < 0 || !pos.IsValid() {
		return
	}
	data, err := os.ReadFile(pos.Filename)
	if err != nil {
		return
	}
	lines := strings.Split(string(data), "\n")
	last := pos.Line
	if end.IsValid() && end.Filename == pos.Filename && end.Line > last {
		last = end.Line
	}
	for i := pos.Line - n; i <= last+n; i++ {
		if 1 <= i && i <= len(lines) {
			fmt.Fprintf(b, "%d\t%s\n", i, lines[i-1])
		}
	}
}

// The JSON types mirror those of go vet -json (x/tools'
// internal/analysis/driverutil), which are not exported: a tool that reads
// go vet -json reads clampvet -format=json.

type jsonTextEdit struct {
	Filename string `json:"filename"`
	Start    int    `json:"start"`
	End      int    `json:"end"`
	New      string `json:"new"`
}

type jsonSuggestedFix struct {
	Message string         `json:"message"`
	Edits   []jsonTextEdit `json:"edits"`
}

type jsonRelated struct {
	Posn    string `json:"posn"`
	End     string `json:"end"`
	Message string `json:"message"`
}

type jsonDiagnostic struct {
	Category       string             `json:"category,omitempty"`
	Fingerprint    string             `json:"fingerprint,omitempty"`
	Allowed        *jsonAllowed       `json:"allowed,omitempty"`
	Posn           string             `json:"posn"`
	End            string             `json:"end"`
	Message        string             `json:"message"`
	SuggestedFixes []jsonSuggestedFix `json:"suggested_fixes,omitempty"`
	Related        []jsonRelated      `json:"related,omitempty"`
}

// jsonAllowed is the exception that covers a finding: clampvet's own
// addition to go vet's shape.
type jsonAllowed struct {
	Posn   string `json:"posn"`
	Reason string `json:"reason"`
}

type jsonError struct {
	Err string `json:"error"`
}

// JSON prints the findings and errors of res in the shape of go vet -json:
// an object mapping each package ID to an object mapping each analyzer
// name to the list of its diagnostics, or to {"error": "..."}. Positions
// are absolute, as go vet prints them. A finding deduplicated across a
// package and its test variant appears under the package only. Two fields
// go vet does not have are added to each finding: "fingerprint" (see
// findings.FingerprintKey) and, for a finding an audited exception covers,
// "allowed" with the exception's position and reason.
func JSON(w io.Writer, res *findings.Result) error {
	tree := make(map[string]map[string]any)
	add := func(pkg, analyzer string, v any) {
		m := tree[pkg]
		if m == nil {
			m = make(map[string]any)
			tree[pkg] = m
		}
		if diags, ok := v.(jsonDiagnostic); ok {
			list, _ := m[analyzer].([]jsonDiagnostic)
			m[analyzer] = append(list, diags)
			return
		}
		m[analyzer] = v
	}
	for _, f := range slices.Concat(res.Findings, res.Allowed) {
		d := jsonDiagnostic{
			Category:    f.Category,
			Fingerprint: f.Fingerprint,
			Posn:        f.Pos.String(),
			End:         f.End.String(),
			Message:     f.Message,
		}
		if a := f.Allowed; a != nil {
			d.Allowed = &jsonAllowed{Posn: a.Pos.String(), Reason: a.Reason}
		}
		for _, fix := range f.Fixes {
			jf := jsonSuggestedFix{Message: fix.Message}
			for _, e := range fix.Edits {
				jf.Edits = append(jf.Edits, jsonTextEdit{Filename: e.Pos.Filename, Start: e.Pos.Offset, End: e.End.Offset, New: e.New})
			}
			d.SuggestedFixes = append(d.SuggestedFixes, jf)
		}
		for _, r := range f.Related {
			d.Related = append(d.Related, jsonRelated{Posn: r.Pos.String(), End: r.End.String(), Message: r.Message})
		}
		add(f.Package, f.Analyzer, d)
	}
	for _, e := range res.Errors {
		add(e.Package, e.Analyzer, jsonError{e.Err.Error()})
	}
	data, err := json.MarshalIndent(tree, "", "\t")
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "%s\n", data)
	return err
}

// Level is the level of a GitHub workflow command: "error", "warning" or
// "notice".
type Level string

// The GitHub workflow command levels.
const (
	Error   Level = "error"
	Warning Level = "warning"
	Notice  Level = "notice"
)

// GitHub prints one GitHub Actions workflow command per finding,
//
//	::error file=F,line=L,endLine=L,col=C,endColumn=C,title=T::message
//
// which the Actions runner turns into an annotation on the pull request.
// File names are relative to root (the repository root in a workflow) when
// they are inside it, with forward slashes; columns are in UTF-16 code
// units, read from src; the title is the analyzer and the kind
// ("constructors/seat-written-after-clamps"); level gives the
// command of each analyzer (default error). An annotation has one
// location, so a finding's related locations are named in its message
// (see [seeAlso]). Each load or type error is an
// "::error" annotation at its position, titled clampvet, and each analysis
// error that does not repeat one (see [findings.Result.PrimaryErrors]) one
// "::error title=clampvet::" line.
func GitHub(w io.Writer, res *findings.Result, root string, src *findings.Source, level func(analyzer string) Level) error {
	var b strings.Builder
	for _, f := range res.Findings {
		lv := Error
		if level != nil {
			lv = level(f.Analyzer)
		}
		fmt.Fprintf(&b, "::%s file=%s,line=%d", lv, escapeProperty(filepath.ToSlash(RelPath(root, f.Pos.Filename))), f.Pos.Line)
		if f.End.IsValid() && f.End.Line >= f.Pos.Line {
			fmt.Fprintf(&b, ",endLine=%d", f.End.Line)
		}
		fmt.Fprintf(&b, ",col=%d", src.UTF16Column(f.Pos))
		if f.End.IsValid() && f.End.Line == f.Pos.Line {
			// GitHub reads endColumn only on single-line annotations.
			fmt.Fprintf(&b, ",endColumn=%d", src.UTF16Column(f.End))
		}
		fmt.Fprintf(&b, ",title=%s::%s\n", escapeProperty(kinds.Qualified(f.Analyzer, f.Kind())), escapeData(f.Message+seeAlso(f.Related, root)))
	}
	for _, e := range res.LoadErrors {
		if e.Pos.IsValid() {
			fmt.Fprintf(&b, "::error file=%s,line=%d", escapeProperty(filepath.ToSlash(RelPath(root, e.Pos.Filename))), e.Pos.Line)
			if e.Pos.Column > 0 {
				fmt.Fprintf(&b, ",col=%d", src.UTF16Column(e.Pos))
			}
			fmt.Fprintf(&b, ",title=clampvet::%s\n", escapeData(e.Msg))
		} else {
			fmt.Fprintf(&b, "::error title=clampvet::%s\n", escapeData(e.String()))
		}
	}
	for _, e := range res.PrimaryErrors() {
		fmt.Fprintf(&b, "::error title=clampvet::%s\n", escapeData(e.Error()))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// seeAlso is what an annotation, which has one location, says of a
// finding's related locations: " (see FILE:LINE: message; ...)", file
// names relative to root with forward slashes, in the related locations'
// order (a path's steps in the order the path runs).
func seeAlso(related []findings.Related, root string) string {
	if len(related) == 0 {
		return ""
	}
	parts := make([]string, len(related))
	for i, r := range related {
		parts[i] = fmt.Sprintf("%s:%d: %s", filepath.ToSlash(RelPath(root, r.Pos.Filename)), r.Pos.Line, r.Message)
	}
	return " (see " + strings.Join(parts, "; ") + ")"
}

// escapeData escapes a workflow command's message, as @actions/core does.
func escapeData(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A").Replace(s)
}

// escapeProperty escapes a workflow command's property value, as
// @actions/core does: the message escapes plus ':' and ','.
func escapeProperty(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C").Replace(s)
}
