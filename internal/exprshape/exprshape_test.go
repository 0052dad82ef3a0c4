package exprshape

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/testkit/typecheck"
)

// src declares one package-level var per case, named by the case; its
// initializer is the expression described.
const src = `package p

import "strings"

const rowConst = "a.go#F"

type Kind string

type T struct{ f string }

var (
	t    T
	more []string
	ch   chan string
	p    *string
	a    any
	n    = 2
)

func rows() []string { return more }

var (
	namedConst     = rowConst
	qualifiedConst = strings.ToLower
	nilValue       []string = nil
	ident          = more
	selector       = t.f
	qualified      = strings.ToLower
	conversion     = string(Kind("x"))
	typeConversion = map[string]string(nil)
	appendSpread   = append([]string{"a"}, more...)
	appendPlain    = append([]string{"a", "b"}, "c")
	call           = rows()
	methodCall     = strings.NewReplacer().Replace("x")
	funcLitCall    = func() string { return "x" }()
	concatenation  = "a" + "b"
	addition       = n + 1
	comparison     = n < 1
	intLit         = 3
	floatLit       = 1.5
	imagLit        = 2i
	runeLit        = 'x'
	stringLit      = "a.go#F"
	parenString    = ("a.go#F")
	compositeLit   = []string{"a", "b"}
	funcLit        = func() string { return "x" }
	index          = more[0]
	slice          = "abc"[:]
	pointerToLit   = &[]string{"a"}
	addressOf      = &t
	receive        = <-ch
	negation       = -n
	dereference    = *p
	typeAssertion  = a.(string)
	longCall       = strings.Repeat("abcdefghijklmnopqrstuvwxyz", 3) + strings.Repeat("0123456789", 4)
	rawNewline     = ` + "`a\nb`" + `
)
`

func check(t *testing.T) (*types.Info, map[string]ast.Expr) {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	checked, err := typecheck.Check(fset, "p", []*ast.File{f}, importer.Default())
	if err != nil {
		t.Fatal(err)
	}
	info := checked.Info
	exprs := make(map[string]ast.Expr)
	for _, d := range f.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.VAR {
			continue
		}
		for _, s := range gd.Specs {
			vs := s.(*ast.ValueSpec)
			if len(vs.Values) == 1 {
				exprs[vs.Names[0].Name] = vs.Values[0]
			}
		}
	}
	return info, exprs
}

func TestDescribe(t *testing.T) {
	info, exprs := check(t)
	for _, c := range []struct {
		name string
		want string
	}{
		{"namedConst", "a named constant (rowConst)"},
		{"nilValue", "nil"},
		{"ident", "an identifier (more)"},
		{"selector", "a selector (t.f)"},
		{"qualified", "a qualified identifier (strings.ToLower)"},
		{"conversion", `a conversion (string(Kind("x")))`},
		{"typeConversion", "a conversion (map[string]string(nil))"},
		{"appendSpread", "a call of append with a spread (append([]string{…}, more...))"},
		{"appendPlain", `a call of append (append([]string{…}, "c"))`},
		{"call", "a call of rows (rows())"},
		{"methodCall", `a call of strings.NewReplacer().Replace (strings.NewReplacer().Replace("x"))`},
		{"funcLitCall", "a call of a func literal (func() string {…}())"},
		{"concatenation", `a concatenation ("a" + "b")`},
		{"addition", "a binary expression (n + 1)"},
		{"comparison", "a binary expression (n < 1)"},
		{"intLit", "an integer literal (3)"},
		{"floatLit", "a floating-point literal (1.5)"},
		{"imagLit", "an imaginary literal (2i)"},
		{"runeLit", "a rune literal ('x')"},
		{"stringLit", `a string literal ("a.go#F")`},
		{"parenString", `a string literal (("a.go#F"))`},
		{"compositeLit", "a composite literal ([]string{…})"},
		{"funcLit", "a func literal (func() string {…})"},
		{"index", "an index expression (more[0])"},
		{"slice", `a slice expression ("abc"[:])`},
		{"pointerToLit", "a pointer to a composite literal (&[]string{…})"},
		{"addressOf", "an address-of expression (&t)"},
		{"receive", "a channel receive (<-ch)"},
		{"negation", "a unary expression (-n)"},
		{"dereference", "a pointer dereference (*p)"},
		{"typeAssertion", "a type assertion (a.(string))"},
		{"longCall", `a concatenation (strings.Repeat("abcdefghijklmnopqrstuvwxyz", 3) + strings.R…)`},
		{"rawNewline", "a string literal (`a\\nb`)"},
	} {
		e, ok := exprs[c.name]
		if !ok {
			t.Fatalf("no var %s in the source", c.name)
		}
		if got := Describe(info, e); got != c.want {
			t.Errorf("Describe(%s) = %q, want %q", c.name, got, c.want)
		}
		// Shape is Describe without the source text.
		if got, want := Shape(info, e), strings.SplitN(c.want, " (", 2)[0]; got != want {
			t.Errorf("Shape(%s) = %q, want %q", c.name, got, want)
		}
	}
}

// TestDescribeWithoutTypes checks what the syntax alone says: with no type
// information, a named constant is an identifier, a conversion a call, and
// nil and append are recognized by name.
func TestDescribeWithoutTypes(t *testing.T) {
	_, exprs := check(t)
	for _, c := range []struct {
		name string
		want string
	}{
		{"namedConst", "an identifier (rowConst)"},
		{"nilValue", "nil"},
		{"conversion", `a call of string (string(Kind("x")))`},
		{"appendSpread", "a call of append with a spread (append([]string{…}, more...))"},
		{"addition", "a concatenation (n + 1)"},
		{"qualified", "a selector (strings.ToLower)"},
	} {
		for _, info := range []*types.Info{nil, {}} {
			if got := Describe(info, exprs[c.name]); got != c.want {
				t.Errorf("Describe(%v, %s) = %q, want %q", info, c.name, got, c.want)
			}
		}
	}
}

// TestShadowedNil: an identifier named nil that is not the predeclared
// nil is an identifier.
func TestShadowedNil(t *testing.T) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", "package p\n\nvar nil = 1\n\nvar x = nil\n", 0)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Uses: make(map[*ast.Ident]types.Object)}
	if _, err := (&types.Config{}).Check("p", fset, []*ast.File{f}, info); err != nil {
		t.Fatal(err)
	}
	e := f.Decls[1].(*ast.GenDecl).Specs[0].(*ast.ValueSpec).Values[0]
	if got, want := Describe(info, e), "an identifier (nil)"; got != want {
		t.Errorf("Describe = %q, want %q", got, want)
	}
}

func TestSource(t *testing.T) {
	for _, c := range []struct {
		expr ast.Expr
		want string
	}{
		{&ast.BasicLit{Kind: token.STRING, Value: "`a\tb\r\n\u202e`"}, "`a\\tb\\r\\n\\u202e`"},
		{&ast.BasicLit{Kind: token.STRING, Value: "\"\xff\""}, `"\xff"`},
		{&ast.BasicLit{Kind: token.STRING, Value: `"` + strings.Repeat("é", 70) + `"`}, `"` + strings.Repeat("é", 58) + "…"},
		{&ast.BadExpr{}, ""},
	} {
		got := Source(c.expr)
		if got != c.want {
			t.Errorf("Source(%s) = %q, want %q", types.ExprString(c.expr), got, c.want)
		}
		if n := len([]rune(got)); n > maxSource {
			t.Errorf("Source(%s) has %d runes, want at most %d", types.ExprString(c.expr), n, maxSource)
		}
	}
	if got := Describe(nil, &ast.BadExpr{}); got != "an expression that does not parse" {
		t.Errorf("Describe(BadExpr) = %q", got)
	}
}

func TestStringLit(t *testing.T) {
	for _, c := range []struct {
		src  string
		want string
		ok   bool
	}{
		{`"a.go#F"`, "a.go#F", true},
		{"`raw`", "raw", true},
		{`("paren")`, "paren", true},
		{`(("twice"))`, "twice", true},
		{`"\u0041"`, "A", true},
		{`""`, "", true},
		{`'x'`, "", false},
		{`3`, "", false},
		{`"a" + "b"`, "", false},
		{`string("x")`, "", false},
		{`rowConst`, "", false},
	} {
		e, err := parser.ParseExpr(c.src)
		if err != nil {
			t.Fatal(err)
		}
		got, ok := StringLit(e)
		if got != c.want || ok != c.ok {
			t.Errorf("StringLit(%s) = %q, %v; want %q, %v", c.src, got, ok, c.want, c.ok)
		}
	}
	// A literal the parser did not produce, which does not unquote.
	if _, ok := StringLit(&ast.BasicLit{Kind: token.STRING, Value: `"unterminated`}); ok {
		t.Error(`StringLit("unterminated) = true, want false`)
	}
}

// TestEveryExpressionIsOneBoundedLine describes every expression of the
// test source, nested ones included: each description is one line, and
// its source text is at most maxSource runes.
func TestEveryExpressionIsOneBoundedLine(t *testing.T) {
	info, exprs := check(t)
	n := 0
	for _, root := range exprs {
		ast.Inspect(root, func(node ast.Node) bool {
			e, ok := node.(ast.Expr)
			if !ok {
				return true
			}
			n++
			d, shape, src := Describe(info, e), Shape(info, e), Source(e)
			if strings.ContainsAny(d, "\n\r") {
				t.Errorf("Describe(%s) spans lines: %q", types.ExprString(e), d)
			}
			if len([]rune(src)) > maxSource {
				t.Errorf("Source(%s) = %q is longer than %d runes", types.ExprString(e), src, maxSource)
			}
			if !strings.HasPrefix(d, shape) {
				t.Errorf("Describe(%s) = %q does not start with Shape = %q", types.ExprString(e), d, shape)
			}
			return true
		})
	}
	if n < len(exprs) {
		t.Fatalf("walked %d expressions, want at least %d", n, len(exprs))
	}
}
