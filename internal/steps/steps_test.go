package steps_test

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"github.com/sema-agent/clampvet/internal/steps"
)

func TestRelatedCutRoundTrip(t *testing.T) {
	r := steps.Related(token.Pos(3), token.Pos(9), "clamps applied here")
	if r.Pos != 3 || r.End != 9 {
		t.Errorf("range = [%d, %d), want [3, 9)", r.Pos, r.End)
	}
	what, ok := steps.Cut(r.Message)
	if !ok || what != "clamps applied here" {
		t.Errorf("Cut(%q) = %q, %v; want the description and true", r.Message, what, ok)
	}
	if what, ok := steps.Cut("registry row here"); ok {
		t.Errorf("Cut of a plain related message = %q, true; want false", what)
	}
}

// TestDecl pins where a declaration is shown: at its name in the package
// under analysis; at the start of its line in another package, and there
// only when it is exported with its receiver's type (what go vet's export
// data holds).
func TestDecl(t *testing.T) {
	fset := token.NewFileSet()
	const src = `package p

type T struct{}
type u struct{}

func (T) M()   {}
func (T) m()   {}
func (u) M()   {}
func F()       {}
`
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := new(types.Config).Check("example.com/p", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	other := types.NewPackage("example.com/q", "q")
	method := func(typ, name string) types.Object {
		obj, _, _ := types.LookupFieldOrMethod(pkg.Scope().Lookup(typ).Type(), false, pkg, name)
		return obj
	}
	for _, c := range []struct {
		name     string
		obj      types.Object
		here     bool // shown from its own package
		other    bool // shown from another package
		position string
	}{
		{"F", pkg.Scope().Lookup("F"), true, true, "p.go:9"},
		{"T", pkg.Scope().Lookup("T"), true, true, "p.go:3"},
		{"u", pkg.Scope().Lookup("u"), true, false, "p.go:4"},
		{"T.M", method("T", "M"), true, true, "p.go:6"},
		{"T.m", method("T", "m"), true, false, "p.go:7"},
		{"u.M", method("u", "M"), true, false, "p.go:8"},
	} {
		in := steps.Decl(fset, pkg, c.obj, "declared here")
		if (len(in) == 1) != c.here {
			t.Errorf("%s from its package: %v, want shown %v", c.name, in, c.here)
		} else if len(in) == 1 && (in[0].Pos != c.obj.Pos() || int(in[0].End-in[0].Pos) != len(c.obj.Name())) {
			t.Errorf("%s from its package: range [%d, %d), want its name at %d", c.name, in[0].Pos, in[0].End, c.obj.Pos())
		}
		out := steps.Decl(fset, other, c.obj, "declared here")
		if (len(out) == 1) != c.other {
			t.Errorf("%s from another package: %v, want shown %v", c.name, out, c.other)
		} else if len(out) == 1 {
			p := fset.Position(out[0].Pos)
			if got := fmt.Sprintf("%s:%d", p.Filename, p.Line); got != c.position || p.Column != 1 || out[0].End != out[0].Pos {
				t.Errorf("%s from another package at %s (column %d), want the start of %s", c.name, p, p.Column, c.position)
			}
		}
	}
	if got := steps.Decl(fset, pkg, nil, "x"); got != nil {
		t.Errorf("Decl of nil = %v, want nil", got)
	}
}
