package roles

import (
	"go/ast"
	"go/types"
	"slices"
	"testing"

	"github.com/sema-agent/clampvet/testkit/typecheck"
)

// TestGovernedSeats reads the seats a tighten body governs: a direct field
// through a selector, a promoted field (a field of the spec, inside the
// embedded field that holds it), the keys of a spec literal, and nothing
// from a same-named field of another type; in the order of first use.
func TestGovernedSeats(t *testing.T) {
	const src = `package p

type Inner struct{ Deep int }

type Spec struct {
	Inner
	A, B, C int
}

type Other struct{ C int }

func Tighten(spec, t Spec, o Other) Spec {
	spec.B = max(spec.B, o.C)
	spec.Deep = t.Deep
	_ = Spec{A: 1}
	return spec
}
`
	w := typecheck.NewWorld()
	p := w.Add(t, "example.com/p", map[string]string{"p.go": src})
	var body *ast.BlockStmt
	for _, d := range p.Files[0].Decls {
		if f, ok := d.(*ast.FuncDecl); ok && f.Name.Name == "Tighten" {
			body = f.Body
		}
	}
	spec := p.Types.Scope().Lookup("Spec").Type().(*types.Named)
	g := governedSeats(p.Info, body, spec)
	if got, want := g.InOrder(), []string{"B", "Deep", "A"}; !slices.Equal(got, want) {
		t.Errorf("governed %v, want %v", got, want)
	}
	for _, seat := range []string{"Inner", "Deep", "A", "B"} {
		if !g.Has(seat) {
			t.Errorf("seat %s not governed", seat)
		}
	}
	deep := g.Uses()[1]
	if !g.Covers(deep, func(s string) bool { return s == "Inner" }) || g.Covers(deep, func(s string) bool { return s == "B" }) {
		t.Errorf("use %v: covered by listing Inner and only by it", deep.Path)
	}
	if g.Has("C") {
		t.Error("Other.C counted as the spec's seat C")
	}
}
