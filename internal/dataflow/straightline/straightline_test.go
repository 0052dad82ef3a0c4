package straightline

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strings"
	"testing"
)

// admitAll is an Effects that admits every statement Read hands on, so
// that the grammar alone decides.
type admitAll struct{ inIf, ifs int }

func (*admitAll) Ident(*ast.Ident) bool       { return true }
func (*admitAll) Call(*ast.CallExpr) bool     { return true }
func (*admitAll) Lit(*ast.CompositeLit) bool  { return true }
func (*admitAll) Next(ast.Stmt) bool          { return true }
func (*admitAll) Define(_, _ []ast.Expr) bool { return true }
func (*admitAll) Var(*ast.ValueSpec) bool     { return true }
func (*admitAll) Assign(_, _ []ast.Expr) bool { return true }
func (*admitAll) CallStmt(*ast.CallExpr) bool { return true }
func (e *admitAll) If(ast.Expr) bool          { e.inIf++; e.ifs++; return true }
func (e *admitAll) EndIf()                    { e.inIf-- }
func (*admitAll) Return(*ast.ReturnStmt) bool { return true }

// TestReadGrammar pins the straight-line grammar both fast paths read:
// what it admits when the rule admits everything, and what it refuses
// whatever the rule says. Every If is followed by its EndIf.
func TestReadGrammar(t *testing.T) {
	for _, tc := range []struct {
		body string
		ok   bool
	}{
		{"x := 1; var y, z int; const c = 2; ; f(x); (f(y)); x = y; if x > 0 { f(z); x = 2; return }; return", true},
		{"if x { f() }", true},
		{"if x { f() } else { g() }", false},
		{"if x { f() } else if y { g() }", false},
		{"if j := 1; j > 0 { f() }", false},
		{"if x { if y { f() } }", false},
		{"if x { k := 1; _ = k }", false},
		{"if x { var k int; _ = k }", false},
		{"if x { return }; f()", true},
		{"if x { return; f() }", false},
		{"return; f()", false},
		{"defer f()", false},
		{"go f()", false},
		{"for { }", false},
		{"for range n { }", false},
		{"switch { default: }", false},
		{"select { default: }", false},
		{"{ f() }", false},
		{"x += 1", false},
		{"x++", false},
		{"ch <- 1", false},
		{"<-ch", false},
		{"l: f()", false},
		{"type t int", false},
	} {
		src := "package p\nfunc F() {\n" + tc.body + "\n}\n"
		f, err := parser.ParseFile(token.NewFileSet(), "p.go", src, 0)
		if err != nil {
			t.Fatalf("%q: %v", tc.body, err)
		}
		e := &admitAll{}
		if got := Read(f.Decls[0].(*ast.FuncDecl).Body.List, e); got != tc.ok {
			t.Errorf("Read(%q) = %v, want %v", tc.body, got, tc.ok)
		}
		if e.inIf != 0 {
			t.Errorf("Read(%q): %d If without EndIf", tc.body, e.inIf)
		}
	}
}

// TestNeutral pins the shared walk: a func literal is never neutral,
// wherever it sits, unless FuncLits says so (and then its body is not
// read); a refusal anywhere refuses the whole, and the first refusal
// sticks in the ast.Walk fallback too (a later sibling cannot undo it).
func TestNeutral(t *testing.T) {
	for _, tc := range []struct {
		expr    string
		neutral bool // with FuncLits false; with it, every case without "bad" is
	}{
		{"f(a, b.c, T{K: 1}, []int{2}[0], -x, *p, (y))", true},
		{"f(func() { g() })", false},
		{"m[k][func() int { return g() }()]", false},
		{"x.([]func())", true},
		{"f(a, bad)", false},
		{"s[bad:ok]", false},
		{"s[ok:bad]", false},
		{"map[string]int{bad: 1}", false},
	} {
		e, err := parser.ParseExpr(tc.expr)
		if err != nil {
			t.Fatalf("%q: %v", tc.expr, err)
		}
		for _, funcLits := range []bool{false, true} {
			want := tc.neutral || funcLits && !strings.Contains(tc.expr, "bad")
			j := &judge{}
			w := Neutral{Judge: j, FuncLits: funcLits}
			if got := w.Node(e); got != want {
				t.Errorf("Neutral{FuncLits: %v}.Node(%q) = %v, want %v", funcLits, tc.expr, got, want)
			}
			if funcLits && j.readLit {
				t.Errorf("%q: a func literal's body was read", tc.expr)
			}
		}
	}
}

// judge refuses the name bad, and notes a call of g (only ever in a func
// literal's body above).
type judge struct{ readLit bool }

func (*judge) Ident(id *ast.Ident) bool   { return id.Name != "bad" }
func (*judge) Lit(*ast.CompositeLit) bool { return true }
func (j *judge) Call(call *ast.CallExpr) bool {
	if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "g" {
		j.readLit = true
	}
	return true
}
