package notcarried

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sema-agent/clampvet/internal/directive"
	"github.com/sema-agent/clampvet/internal/exprshape"
	"golang.org/x/tools/go/analysis"
)

// localTable is the not-carried table declared in the package under
// analysis, with the positions findings about its rows are reported at.
type localTable struct {
	info     tableInfo
	name     *ast.Ident
	keyAt    map[string]ast.Expr // each row's key literal
	reasonAt map[string]ast.Expr // each row's reason
}

// readTable reads the //clampvet:notcarried var and reports every part of it
// that is not the expected shape: a map literal whose keys and values are
// string literals. An identifier, a call or a concatenation is refused even
// when it is constant: the table is the written record of a decision, and a
// reader (like the analyzer) must see it where it is declared.
func readTable(pass *analysis.Pass, f directive.Found) *localTable {
	t := &localTable{
		info:     tableInfo{Decl: localDecl(pass, f.Name)},
		name:     f.Name,
		keyAt:    make(map[string]ast.Expr),
		reasonAt: make(map[string]ast.Expr),
	}
	const shape = "it must be a map literal from seat name to reason, both string literals"
	if f.Value == nil {
		pass.ReportRangef(f.Name, "not-carried table %s has no initializer: %s", f.Name.Name, shape)
		return t
	}
	lit, ok := ast.Unparen(f.Value).(*ast.CompositeLit)
	if !ok || !isMap(pass.TypesInfo.TypeOf(lit)) {
		pass.ReportRangef(f.Value, "not-carried table %s is initialized with %s, not a map literal: %s",
			f.Name.Name, exprshape.Describe(pass.TypesInfo, f.Value), shape)
		return t
	}
	t.info.Readable = true
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok { // a map literal always has keys; keep the guard for robustness
			pass.ReportRangef(elt, "element of not-carried table %s has no key: %s", f.Name.Name, shape)
			t.info.Readable = false
			continue
		}
		key, ok := exprshape.StringLit(kv.Key)
		if !ok {
			pass.ReportRangef(kv.Key, "key %s of not-carried table %s is %s, not a string literal: write the seat name as a string literal",
				exprshape.Source(kv.Key), f.Name.Name, exprshape.Shape(pass.TypesInfo, kv.Key))
			t.info.Readable = false
			continue
		}
		row := rowInfo{Key: key, Pos: posText(pass.Fset, kv.Key.Pos())}
		if reason, ok := exprshape.StringLit(kv.Value); ok {
			row.Reason = reason
		} else {
			row.Unread = exprshape.Describe(pass.TypesInfo, kv.Value)
			pass.ReportRangef(kv.Value, "reason for seat %s in not-carried table %s is %s, not a string literal: write the reason as a string literal",
				seatText(key), f.Name.Name, row.Unread)
		}
		t.keyAt[key] = kv.Key
		t.reasonAt[key] = kv.Value
		t.info.Rows = append(t.info.Rows, row)
	}
	sort.Slice(t.info.Rows, func(i, j int) bool { return t.info.Rows[i].Key < t.info.Rows[j].Key })
	return t
}

func isMap(t types.Type) bool {
	if t == nil {
		return false
	}
	_, ok := t.Underlying().(*types.Map)
	return ok
}

// seatText formats a table key for a finding: as written when it is an
// identifier (every seat name is), else quoted, so that a key such as "C "
// or "" is visible in the sentence instead of vanishing into it.
func seatText(key string) string {
	if token.IsIdentifier(key) {
		return key
	}
	return strconv.Quote(key)
}

// placeholderWords are reasons that say nothing, compared after trimming
// and in any letter case. "-" and the like need no entry: a reason with no
// letter or digit is a placeholder. "n.a." and "N.A." trim to "n.a".
var placeholderWords = []string{
	"todo", "tbd", "fixme", "xxx", "tba", "wip",
	"n/a", "n.a", "na", "none",
	"placeholder", "reason",
}

// markerPrefixes are the upper-case work markers that make a reason a
// placeholder when it starts with one followed by a non-alphanumeric rune
// ("TODO: explain", "FIXME(ann) later", "TBD by the owner", "WIP - see
// the issue"). They are matched in upper case only, so that a sentence
// that merely starts with the English word ("todo lists are per lane") is
// not mistaken for one.
var markerPrefixes = []string{"TODO", "TBD", "FIXME", "XXX", "TBA", "WIP"}

// PlaceholderWords returns the reasons that are placeholders whatever
// their letter case, once every rune that is not a letter or a digit is
// trimmed from both ends ("todo", "n/a", "none", …), in lower case. The
// catalogue of malformed inputs requires an entry for each.
func PlaceholderWords() []string { return slices.Clone(placeholderWords) }

// PlaceholderMarkers returns the upper-case work markers ("TODO", "WIP",
// …) that make a reason a placeholder when, after the same trimming, it
// starts with one followed by a rune that is not a letter or a digit.
func PlaceholderMarkers() []string { return slices.Clone(markerPrefixes) }

// judgeReason returns "" for an acceptable reason, else what is wrong with
// it, for a finding: "an empty reason" or "the placeholder reason %q".
//
// The rule: trim everything that is not a letter or a digit from both ends.
// If nothing is left, the reason is empty (only white space) or a
// placeholder ("-", "...", "?"). If what is left equals one of
// [PlaceholderWords] in any letter case, or starts with one of
// [PlaceholderMarkers] in upper case followed by a rune that is not a
// letter or digit, it is a placeholder.
func judgeReason(reason string) string {
	if strings.TrimSpace(reason) == "" {
		return "an empty reason"
	}
	placeholder := fmt.Sprintf("the placeholder reason %q", reason)
	core := strings.TrimFunc(reason, func(r rune) bool { return !isAlnum(r) })
	if core == "" {
		return placeholder
	}
	lower := strings.ToLower(core)
	for _, w := range placeholderWords {
		if lower == w {
			return placeholder
		}
	}
	for _, m := range markerPrefixes {
		if rest, ok := strings.CutPrefix(core, m); ok {
			if r, _ := utf8.DecodeRuneInString(rest); !isAlnum(r) {
				return placeholder
			}
		}
	}
	return ""
}

func isAlnum(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
