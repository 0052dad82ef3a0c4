package quicklookup

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/sema-agent/clampvet/testkit/typecheck"
)

// src holds every shape a literal's type or a call's callee is written
// in: names, qualified names, aliases, generics, type parameters,
// anonymous and nested types, methods, func values and conversions.
const src = `package p

import "strings"

type S struct{ A int; B []int }
type A = S
type G[T any] struct{ V T }
type M map[string]S

func F() S                    { return S{} }
func Gen[T any](t T) T        { return t }
func Two[T, U any](t T, u U) T { return t }
func (s S) Meth() int          { return s.A }

func use[T ~struct{ A int; B []int }]() {
	_ = T{A: 1}
	_ = S{A: 1, B: []int{1}}
	_ = A{}
	_ = &S{}
	_ = G[int]{V: 1}
	_ = M{"k": {A: 2}}
	_ = []S{{A: 1}, {}}
	_ = struct{ X int }{X: 1}
	_ = strings.Builder{}
	var b strings.Builder
	_ = b.String()
	_ = F()
	_ = (F)()
	_ = Gen(1)
	_ = Gen[int](1)
	_ = Two[int, string](1, "")
	_ = S{}.Meth()
	f := F
	_ = f()
	_ = S.Meth(S{})
	_ = int64(3)
	_ = func() int { return 1 }()
	_ = len("x")
}
`

// TestAgreesWithGoTypes compares both lookups with go/types' own answers
// on every composite literal and call of src.
func TestAgreesWithGoTypes(t *testing.T) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := typecheck.NewInfo()
	if _, err := (&types.Config{Importer: importer.Default()}).Check("p", fset, []*ast.File{f}, info); err != nil {
		t.Fatal(err)
	}
	lits, calls := 0, 0
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CompositeLit:
			lits++
			if got, want := LitType(info, n), info.TypeOf(n); got != want {
				t.Errorf("%v: LitType = %v, TypeOf = %v", fset.Position(n.Pos()), got, want)
			}
		case *ast.CallExpr:
			calls++
			if fn := typeutil.StaticCallee(info, n); fn != nil && CalleeName(n.Fun) != fn.Name() {
				t.Errorf("%v: CalleeName = %q, static callee %s", fset.Position(n.Pos()), CalleeName(n.Fun), fn.Name())
			}
		}
		return true
	})
	if lits < 10 || calls < 12 {
		t.Fatalf("read %d literals and %d calls: src lost its cases", lits, calls)
	}
}
