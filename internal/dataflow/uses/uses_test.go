package uses_test

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"github.com/sema-agent/clampvet/internal/dataflow/uses"
	"golang.org/x/tools/go/types/typeutil"
)

const src = `package p

type I interface{ M() }
type T struct{ f func() }

func (T) M() {}
func g[X any](x X) X { return x }
func F(i I, t T) {
	F(i, t)
	i.M()
	t.M()
	t.f()
	g(1)
	g[int](2)
	(F)(i, t)
	func() {}()
}
`

// TestIndex builds the index of a package's function uses as the flow
// rules do (every types.Info.Uses entry of a *types.Func, sorted) and
// requires StaticCallee to agree with typeutil.StaticCallee on every call,
// Of to answer only for the identifiers indexed, and In to cut the
// uses of one body.
func TestIndex(t *testing.T) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Uses: map[*ast.Ident]types.Object{}, Types: map[ast.Expr]types.TypeAndValue{},
		Selections: map[*ast.SelectorExpr]*types.Selection{}, Instances: map[*ast.Ident]types.Instance{}}
	if _, err := (&types.Config{Importer: importer.Default()}).Check("p", fset, []*ast.File{f}, info); err != nil {
		t.Fatal(err)
	}
	var x uses.Index
	for id, obj := range info.Uses {
		if fn, ok := obj.(*types.Func); ok {
			x = append(x, uses.Use{ID: id, Fn: fn})
		}
	}
	x = uses.Sort(x)
	calls := 0
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			calls++
			if got, want := x.StaticCallee(info, n), typeutil.StaticCallee(info, n); got != want {
				t.Errorf("%s: StaticCallee = %v, want %v", fset.Position(n.Pos()), got, want)
			}
		case *ast.Ident:
			fn, _ := info.Uses[n].(*types.Func)
			if got := x.Of(n); got != fn {
				t.Errorf("%s: Of(%s) = %v, want %v", fset.Position(n.Pos()), n.Name, got, fn)
			}
		}
		return true
	})
	if calls != 8 {
		t.Errorf("%d calls read, want 8", calls)
	}
	body := f.Decls[len(f.Decls)-1].(*ast.FuncDecl).Body
	if got := len(x.In(body)); got != 6 {
		t.Errorf("In(F's body) holds %d uses, want 6 (F, M twice, g twice, F)", got)
	}
	if !x.Holds(body) || x.Holds(f.Name) {
		t.Error("Holds: wrong answer for F's body or the package name")
	}
}
