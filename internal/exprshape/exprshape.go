// Package exprshape names the shape of a Go expression that an analyzer
// cannot read ("a named constant (RowA)", "a call of rows (rows())", "an
// integer literal (3)"), so that every analyzer describes the same shape
// in the same words, and reads string literals the one way they all
// accept.
//
// The analyzers fail closed: an initializer or element they cannot read is
// a finding that says what was found there. The phrase for what was found
// comes from here; the sentence around it ("element 2 of seat list Seats
// is …: expected a string literal") stays the analyzer's own.
package exprshape

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Limits on the source text quoted in a finding, in runes: enough to
// recognize the expression, never a whole initializer pasted into a
// message.
const (
	maxSource = 60 // the expression in parentheses after the shape
	maxCallee = 40 // the F of "a call of F"
)

// Describe returns the shape of e followed by a short, single-line source
// text in parentheses: "a named constant (rowConst)", "a call of
// strings.ToLower (strings.ToLower("A"))", "a string literal ("a.go#F")".
// nil is described as "nil", with nothing to add, and an expression that
// does not parse by its shape alone.
//
// info supplies what the syntax alone cannot tell (a named constant from a
// variable, a conversion from a call, the builtin append from a func of
// that name); it may be nil or incomplete, and the shape is then the one
// the syntax shows.
func Describe(info *types.Info, e ast.Expr) string {
	shape := Shape(info, e)
	src := Source(e)
	if shape == "nil" || src == "" {
		return shape
	}
	return shape + " (" + src + ")"
}

// Shape returns the shape of e as [Describe] does, without the source
// text: for a sentence that already quotes the expression ("registry
// element rowConst is a named constant, not a string literal").
func Shape(info *types.Info, e ast.Expr) string {
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		switch use(info, x).(type) {
		case *types.Nil:
			return "nil"
		case *types.Const:
			return "a named constant"
		case nil:
			if x.Name == "nil" { // no type information says it is shadowed
				return "nil"
			}
		}
		return "an identifier"
	case *ast.SelectorExpr:
		if _, ok := use(info, x.Sel).(*types.Const); ok {
			return "a named constant"
		}
		if id, ok := ast.Unparen(x.X).(*ast.Ident); ok {
			if _, ok := use(info, id).(*types.PkgName); ok {
				return "a qualified identifier"
			}
		}
		return "a selector"
	case *ast.CallExpr:
		return callShape(info, x)
	case *ast.BinaryExpr:
		if x.Op == token.ADD && !nonString(info, x) {
			return "a concatenation"
		}
		return "a binary expression"
	case *ast.BasicLit:
		return literalShape(x.Kind)
	case *ast.CompositeLit:
		return "a composite literal"
	case *ast.FuncLit:
		return "a func literal"
	case *ast.IndexExpr, *ast.IndexListExpr:
		return "an index expression"
	case *ast.SliceExpr:
		return "a slice expression"
	case *ast.UnaryExpr:
		switch x.Op {
		case token.AND:
			if _, ok := ast.Unparen(x.X).(*ast.CompositeLit); ok {
				return "a pointer to a composite literal"
			}
			return "an address-of expression"
		case token.ARROW:
			return "a channel receive"
		}
		return "a unary expression"
	case *ast.StarExpr:
		return "a pointer dereference"
	case *ast.TypeAssertExpr:
		return "a type assertion"
	case *ast.KeyValueExpr:
		return "a key-value pair"
	case *ast.BadExpr:
		return "an expression that does not parse"
	}
	return "an expression"
}

// callShape names a call: a conversion, the builtin append (with or
// without a spread), or a call of its callee.
func callShape(info *types.Info, x *ast.CallExpr) string {
	if info != nil {
		if tv, ok := info.Types[x.Fun]; ok && tv.IsType() {
			return "a conversion"
		}
	}
	fun := ast.Unparen(x.Fun)
	if id, ok := fun.(*ast.Ident); ok && id.Name == "append" {
		obj := use(info, id)
		if b, ok := obj.(*types.Builtin); obj == nil || ok && b.Name() == "append" {
			if x.Ellipsis.IsValid() {
				return "a call of append with a spread"
			}
			return "a call of append"
		}
	}
	if _, ok := fun.(*ast.FuncLit); ok {
		return "a call of a func literal"
	}
	return "a call of " + truncate(oneLine(types.ExprString(x.Fun)), maxCallee)
}

// literalShape names a basic literal by its kind in words.
func literalShape(k token.Token) string {
	switch k {
	case token.INT:
		return "an integer literal"
	case token.FLOAT:
		return "a floating-point literal"
	case token.IMAG:
		return "an imaginary literal"
	case token.CHAR:
		return "a rune literal"
	case token.STRING:
		return "a string literal"
	}
	return "a literal"
}

// use returns the object id refers to, or nil when info does not say.
func use(info *types.Info, id *ast.Ident) types.Object {
	if info == nil || info.Uses == nil {
		return nil
	}
	return info.Uses[id]
}

// nonString reports whether info types e as something other than a
// string: then "+" is an addition, not a concatenation. Without a type,
// "+" is taken for a concatenation, the common case in string lists.
func nonString(info *types.Info, e ast.Expr) bool {
	if info == nil {
		return false
	}
	t := info.TypeOf(e)
	if t == nil {
		return false
	}
	b, ok := t.Underlying().(*types.Basic)
	return !ok || b.Info()&types.IsString == 0
}

// Source returns the source text of e as one line, at most 60 runes: a
// longer text is cut and ends in "…", control characters (in a raw string
// literal, say) are written as escapes, and composite literals and func
// literals show their type only ("[]string{…}", "func() string {…}").
// An expression that does not parse has no text: "".
func Source(e ast.Expr) string {
	var s string
	switch x := e.(type) {
	case *ast.BadExpr:
		return ""
	case *ast.FuncLit:
		s = funcLitText(x)
	case *ast.CallExpr:
		if fl, ok := ast.Unparen(x.Fun).(*ast.FuncLit); ok {
			// types.ExprString writes "(func() string literal)()".
			call := *x
			call.Fun = &ast.Ident{Name: funcLitText(fl)}
			s = types.ExprString(&call)
		} else {
			s = types.ExprString(e)
		}
	default:
		s = types.ExprString(e)
	}
	return truncate(oneLine(s), maxSource)
}

// funcLitText is the text of a func literal with its body elided, the
// way types.ExprString elides a composite literal's elements.
func funcLitText(fl *ast.FuncLit) string {
	return types.ExprString(fl.Type) + " {…}"
}

// oneLine escapes every rune that is not printable (a newline or a tab in
// a raw string literal, a bidirectional override) so that a finding stays
// on one line and shows what is there.
func oneLine(s string) string {
	var b strings.Builder
	for i, w := 0, 0; i < len(s); i += w {
		r, size := utf8.DecodeRuneInString(s[i:])
		w = size
		if r == utf8.RuneError && size == 1 {
			fmt.Fprintf(&b, `\x%02x`, s[i])
			continue
		}
		if r == ' ' || strconv.IsPrint(r) {
			b.WriteRune(r)
			continue
		}
		q := strconv.QuoteRune(r) // '\n', '\u202e'
		b.WriteString(q[1 : len(q)-1])
	}
	return b.String()
}

// truncate cuts s to at most max runes, the last of them "…".
func truncate(s string, max int) string {
	if utf8.RuneCountInString(s) <= max {
		return s
	}
	r := []rune(s)
	return string(r[:max-1]) + "…"
}

// StringLit returns the value of e when e is a string literal, possibly
// parenthesized: the one shape of a seat name, a registry row, a
// not-carried key or reason that every analyzer reads. Anything else — a
// named constant, a conversion, a concatenation, even one whose value is
// constant — is not a string literal.
func StringLit(e ast.Expr) (string, bool) {
	lit, ok := ast.Unparen(e).(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(lit.Value)
	if err != nil {
		return "", false
	}
	return s, true
}
