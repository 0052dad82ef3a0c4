package notcarried

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sema-agent/clampvet/internal/directive"
	"golang.org/x/tools/go/analysis"
)

// localTable is the not-carried table declared in the package under
// analysis, with the positions findings about its rows are reported at.
type localTable struct {
	info      tableInfo
	name      *ast.Ident
	keyPos    map[string]token.Pos
	reasonPos map[string]token.Pos
}

// readTable reads the //clampvet:notcarried var and reports every part of it
// that is not the expected shape: a map literal whose keys and values are
// string literals. An identifier, a call or a concatenation is refused even
// when it is constant: the table is the written record of a decision, and a
// reader (like the analyzer) must see it where it is declared.
func readTable(pass *analysis.Pass, f directive.Found) *localTable {
	t := &localTable{
		info:      tableInfo{Decl: localDecl(pass, f.Name)},
		name:      f.Name,
		keyPos:    make(map[string]token.Pos),
		reasonPos: make(map[string]token.Pos),
	}
	const shape = "it must be a map literal from seat name to reason, both string literals"
	if f.Value == nil {
		pass.Reportf(f.Name.Pos(), "not-carried table %s has no initializer: %s", f.Name.Name, shape)
		return t
	}
	lit, ok := ast.Unparen(f.Value).(*ast.CompositeLit)
	if !ok || !isMap(pass.TypesInfo.TypeOf(lit)) {
		pass.Reportf(f.Name.Pos(), "not-carried table %s is initialized with %s, not a map literal: %s",
			f.Name.Name, describe(f.Value), shape)
		return t
	}
	t.info.Readable = true
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok { // a map literal always has keys; keep the guard for robustness
			pass.Reportf(elt.Pos(), "element of not-carried table %s has no key: %s", f.Name.Name, shape)
			t.info.Readable = false
			continue
		}
		key, ok := stringLit(kv.Key)
		if !ok {
			pass.Reportf(kv.Key.Pos(), "key %s of not-carried table %s is %s, not a string literal: write the seat name as a string literal",
				types.ExprString(kv.Key), f.Name.Name, describe(kv.Key))
			t.info.Readable = false
			continue
		}
		row := rowInfo{Key: key, Pos: posText(pass.Fset, kv.Key.Pos())}
		if reason, ok := stringLit(kv.Value); ok {
			row.Reason = reason
		} else {
			row.Unread = describe(kv.Value)
			pass.Reportf(kv.Value.Pos(), "reason for seat %s in not-carried table %s is %s, not a string literal: write the reason as a string literal",
				key, f.Name.Name, row.Unread)
		}
		t.keyPos[key] = kv.Key.Pos()
		t.reasonPos[key] = kv.Value.Pos()
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

// stringLit returns the value of a (possibly parenthesized) string literal.
func stringLit(e ast.Expr) (string, bool) {
	lit, ok := ast.Unparen(e).(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(lit.Value)
	return s, err == nil
}

// describe names the shape of an expression the analyzer cannot read, for
// a finding: "the identifier x", "a call f()", "a concatenation a + b".
func describe(e ast.Expr) string {
	src := types.ExprString(e)
	if len(src) > 40 {
		src = src[:37] + "..."
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		if e.Name == "nil" {
			return "nil"
		}
		return "the identifier " + src
	case *ast.SelectorExpr:
		return "the selector " + src
	case *ast.CallExpr:
		return "a call " + src
	case *ast.BinaryExpr:
		if e.Op == token.ADD {
			return "a concatenation " + src
		}
		return "the expression " + src
	case *ast.BasicLit:
		return "the " + strings.ToLower(e.Kind.String()) + " literal " + src
	case *ast.CompositeLit:
		return "a composite literal of another type"
	case *ast.FuncLit:
		return "a func literal"
	}
	return "the expression " + src
}

// placeholderWords are reasons that say nothing, compared after trimming
// and in any letter case. "-" and the like need no entry: a reason with no
// letter or digit is a placeholder.
var placeholderWords = []string{"todo", "tbd", "fixme", "n/a"}

// markerPrefixes are the upper-case work markers that make a reason a
// placeholder when it starts with one followed by a non-alphanumeric rune
// ("TODO: explain", "FIXME(ann) later", "TBD by the owner"). They are
// matched in upper case only, so that a sentence that merely starts with
// the English word ("todo lists are per lane") is not mistaken for one.
var markerPrefixes = []string{"TODO", "TBD", "FIXME"}

// judgeReason returns "" for an acceptable reason, else what is wrong with
// it, for a finding: "an empty reason" or "the placeholder reason %q".
//
// The rule: trim everything that is not a letter or a digit from both ends.
// If nothing is left, the reason is empty (only white space) or a
// placeholder ("-", "...", "?"). If what is left equals one of TODO, TBD,
// FIXME or N/A in any letter case, or starts with TODO, TBD or FIXME in
// upper case followed by a rune that is not a letter or digit, it is a
// placeholder.
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
