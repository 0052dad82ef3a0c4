package summary

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"
)

// TestNumbering pins the one parameter numbering of a summary: the
// receiver of a method is 0 and its first parameter 1; a function starts
// at 0; and SigParam undoes Index, refusing the receiver.
func TestNumbering(t *testing.T) {
	const src = `package p
type T struct{}
func (T) M(a, b int) {}
func F(a, b int) {}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := (&types.Config{Importer: importer.Default()}).Check("p", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	fn := pkg.Scope().Lookup("F").(*types.Func).Signature()
	m, _, _ := types.LookupFieldOrMethod(pkg.Scope().Lookup("T").Type(), false, pkg, "M")
	meth := m.(*types.Func).Signature()
	for _, tc := range []struct {
		name      string
		sig       *types.Signature
		param, at int
	}{{"func", fn, 1, 1}, {"method", meth, 1, 2}} {
		if got := Index(tc.sig, tc.param); got != tc.at {
			t.Errorf("%s: Index(%d) = %d, want %d", tc.name, tc.param, got, tc.at)
		}
		if got, ok := SigParam(tc.sig, tc.at); !ok || got != tc.param {
			t.Errorf("%s: SigParam(%d) = %d, %v, want %d, true", tc.name, tc.at, got, ok, tc.param)
		}
	}
	if _, ok := SigParam(meth, 0); ok {
		t.Error("SigParam(method, 0) names a parameter; it is the receiver")
	}
}

// TestEmpty pins that a summary saying anything is exported: each field
// alone makes it non-empty.
func TestEmpty(t *testing.T) {
	if !new(Summary).Empty() {
		t.Fatal("the zero summary is not empty")
	}
	for name, s := range map[string]*Summary{
		"whole": {Whole: true}, "obligations": {Obligations: []int{0}}, "ctorvar": {ConstructorVar: true}, "table": {Table: true},
		"constructor": {Constructor: true}, "clean": {Clean: true}, "reaches": {Reaches: []int{1}},
		"sinks": {Sinks: []Func{{Name: "S"}}}, "origins": {Origins: []Origin{{Func: Func{Name: "O"}}}},
	} {
		if s.Empty() {
			t.Errorf("%s: a summary with %s is empty", name, name)
		}
	}
}
