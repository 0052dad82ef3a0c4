package constructors

import (
	"go/ast"
	"go/types"
	"testing"

	"github.com/sema-agent/clampvet/internal/quicklookup"
	"github.com/sema-agent/clampvet/testkit/typecheck"
	"golang.org/x/tools/go/types/typeutil"
)

// TestCalleeNameIsStaticCallees requires, for every call of a package
// that calls funcs, methods, generic funcs and methods (instantiated
// implicitly, with one and with two type arguments, in parentheses),
// funcs of an imported and a dot-imported package, func values and
// builtins, that quicklookup.CalleeName gives the name of the func StaticCallee
// resolves: the carrier lookup skips a call whose callee name is no
// carrier's, so a call it names otherwise would lose its carrier.
func TestCalleeNameIsStaticCallees(t *testing.T) {
	w := typecheck.NewWorld()
	w.Add(t, "example.com/q", map[string]string{"q.go": `package q

func Carry(int) int { return 0 }

func Gen[T any](T) int { return 0 }

func Two[T, U any](T, U) int { return 0 }
`})
	w.Add(t, "example.com/d", map[string]string{"d.go": "package d\n\nfunc Dotted() int { return 0 }\n"})
	p := w.Add(t, "example.com/p", map[string]string{"p.go": `package p

import (
	. "example.com/d"
	"example.com/q"
	alias "example.com/q"
)

type T struct{ f func() int }

func (T) M() int { return 0 }

func G[X any](X) int { return 0 }

type Box[X any] struct{}

func (Box[X]) Get() int { return 0 }

var fs = []func() int{Dotted}

func use(t T, b Box[int]) int {
	return q.Carry(1) + (q.Carry)(2) + alias.Carry(3) + q.Gen(4) + q.Gen[int](5) + (q.Gen[int])(6) +
		q.Two[int, string](7, "") + Dotted() + t.M() + T.M(t) + (*T).M(&t) + G(8) + G[int](9) +
		b.Get() + t.f() + fs[0]() + func() int { return 0 }() + len(fs) + int(3) + new(T).M()
}
`})
	var resolved int
	for _, f := range p.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			if fn := typeutil.StaticCallee(p.Info, call); fn != nil {
				resolved++
				if got := quicklookup.CalleeName(call.Fun); got != fn.Name() {
					t.Errorf("calleeName(%s) = %q, StaticCallee names %s", types.ExprString(call.Fun), got, fn.Name())
				}
			}
			return true
		})
	}
	if resolved != 15 {
		t.Fatalf("StaticCallee resolved %d calls: the source no longer exercises every shape", resolved)
	}
}
