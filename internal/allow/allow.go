// Package allow implements audited exceptions: a comment
//
//	//clampvet:allow KIND[,KIND...] reason…
//
// on the line of a finding, or alone on the line above it, covers the
// findings of those kinds that start on either line. The reason is
// required: an exception is the record of a review, and one without a
// reason is none. An exception that covers nothing is a finding
// (allow-unused), and so is one that cannot be read (allow-malformed),
// that names no kind of the suite (allow-unknown-kind) or a kind no
// exception may cover (allow-not-allowable; see kinds.Kind.NotAllowable).
//
// Each analyzer of the suite runs under [Wrap], which holds back what the
// analyzer reports, matches it against the package's exceptions, reports
// what no exception covers and returns the covered findings, with their
// reasons, as the analyzer's result ([Result]). Because the matching is
// part of the analyzer, an exception behaves the same under every driver:
// go vet and golangci-lint see only the uncovered findings and the
// exceptions' own findings; clampvet's standalone driver also reads the
// result, to keep covered findings in its JSON and SARIF output and to
// list them (-allowed).
package allow

import (
	"go/ast"
	"go/token"
	"strings"

	"github.com/sema-agent/clampvet/internal/directive"
)

// Exception is one //clampvet:allow comment.
type Exception struct {
	Pos, End token.Pos // the comment
	Kinds    []string  // the kinds it names, as written
	Reason   string    // the text after the kinds, trimmed; "" when missing
	// Malformed, when set, says why the exception cannot be read; it then
	// covers nothing.
	Malformed string
}

// Parse returns the exceptions of files in source order. A file none of
// whose comments is an exception costs one pass over its comments.
func Parse(files []*ast.File) []Exception {
	var out []Exception
	for _, f := range files {
		for _, cg := range f.Comments {
			for _, c := range cg.List {
				if directive.IsAllow(c.Text) {
					out = append(out, parse(c))
				}
			}
		}
	}
	return out
}

// parse reads one exception: the kinds, a comma-separated word right
// after the prefix, then the reason.
func parse(c *ast.Comment) Exception {
	e := Exception{Pos: c.Slash, End: c.End()}
	rest := strings.TrimSpace(strings.TrimPrefix(c.Text, directive.AllowPrefix))
	list, reason, _ := strings.Cut(rest, " ")
	if i := strings.IndexAny(list, "\t"); i >= 0 {
		list, reason = list[:i], list[i:]+" "+reason
	}
	e.Reason = strings.TrimSpace(reason)
	for _, k := range strings.Split(list, ",") {
		if k != "" {
			e.Kinds = append(e.Kinds, k)
		}
	}
	switch {
	case len(e.Kinds) == 0:
		e.Malformed = "names no kind: write //clampvet:allow KIND reason"
	case strings.Count(list, ",") != len(e.Kinds)-1:
		e.Malformed = "has an empty kind in " + quote(list) + ": join kinds with single commas"
	case e.Reason == "":
		e.Malformed = "gives no reason: write why the finding is accepted after " + quote(list)
	}
	return e
}

// quote quotes s for a message, bounded so that a long comment does not
// make a long message.
func quote(s string) string {
	const max = 40
	if r := []rune(s); len(r) > max {
		s = string(r[:max]) + "…"
	}
	return `"` + s + `"`
}

// covers reports whether e, in file tf, covers a finding that starts at
// pos: on the exception's own line or the next one.
func (e Exception) covers(fset *token.FileSet, pos token.Pos) bool {
	tf := fset.File(e.Pos)
	if tf == nil || tf != fset.File(pos) {
		return false
	}
	d := tf.Line(pos) - tf.Line(e.Pos)
	return d == 0 || d == 1
}
