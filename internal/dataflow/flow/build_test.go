package flow

import (
	"fmt"
	"go/ast"
	"go/types"
	"strings"
	"testing"
)

// TestBuildOnlyWanted: an unwanted declaration keeps its member but no body,
// a wanted one that calls it still builds, and only wanted variable
// initializers are built.
func TestBuildOnlyWanted(t *testing.T) {
	src := `package sel

var wanted = func() int { return helper() }
var other = func() int { return helper() + 1 }

func helper() int { return 41 }
func ctor() int   { return helper() + 1 }
`
	w := newWorld()
	pkg := w.add(t, "sel", src)
	want := func(obj types.Object) bool { return obj.Name() == "ctor" || obj.Name() == "wanted" }
	b := Build(w.fset, pkg, w.files["sel"], w.infos["sel"], want)
	if fn := b.Func(funcObj(t, pkg, "ctor")); fn == nil {
		t.Fatal("ctor was not built")
	}
	if fn := b.Pkg.Prog.FuncValue(funcObj(t, pkg, "helper")); fn == nil || fn.Blocks != nil {
		t.Errorf("helper: want a member without a body, got %v", fn)
	}
	if b.VarLit(pkg.Scope().Lookup("wanted").(*types.Var)) == nil {
		t.Error("the wanted func-literal var was not built")
	}
	if b.VarLit(pkg.Scope().Lookup("other").(*types.Var)) != nil {
		t.Error("an unwanted var initializer was built")
	}
	if n := len(b.All()); n != 2 {
		t.Errorf("All() = %d functions, want ctor and the wanted literal", n)
	}
}

// TestNoReturn: a same-package function that always exits, and one that
// always calls it, end their callers' paths.
func TestNoReturn(t *testing.T) {
	src := `
func fatal() { log.Fatalf("x") }
func viaFatal() { fatal() }
func ctorNoReturn(p policy.TaskSpec, x, y bool) policy.TaskSpec {
	spec := policy.TaskSpec{}
	if x {
		viaFatal()
		return spec // never returns: no finding
	}
	if y {
		return spec // want "^clamps not applied on every path"
	}
	policy.Carry(whole(p)).Apply(&spec)
	return spec
}`
	w := newWorld()
	pol := w.add(t, "example.com/policy", policySrc)
	w.add(t, "eng", engineHeader+src)
	r, _ := NewRoles(funcObj(t, pol, "Carry"), funcObj(t, pol, "Tighten"))
	fs, _ := run(w, w.build("eng"), r)
	check(t, w.fset, fs, expectations(t, src, lineOf(engineHeader)))
}

// generated returns a package of n constructors (half in place, half
// returning a spec, each with a helper-built source) and n plain functions.
func generated(n int) string {
	var sb strings.Builder
	sb.WriteString(engineHeader)
	for i := range n {
		fmt.Fprintf(&sb, `
func src%[1]d(p policy.TaskSpec) policy.Source {
	return policy.Source{HandsReadOnly: p.HandsReadOnly, WriteFace: p.WriteFace, ReadDenyPatterns: p.ReadDenyPatterns}
}
func ctor%[1]d(p policy.TaskSpec, x bool) policy.TaskSpec {
	spec := policy.TaskSpec{MaxTurns: %[1]d}
	if x {
		spec.WriteFace = "roots"
	}
	policy.Carry(src%[1]d(p)).Apply(&spec)
	return spec
}
func inPlace%[1]d(p policy.TaskSpec, spec *policy.TaskSpec) {
	policy.Carry(whole(p)).Apply(spec)
}
func plain%[1]d(xs []int) (s int) {
	for i, x := range xs {
		if x%%2 == 0 {
			s += x * i
		} else {
			s -= x
		}
	}
	return s
}
`, i)
	}
	return sb.String()
}

// BenchmarkFlow compares, on a generated package of 500 constructors and 500
// plain functions: building nothing (the floor), Build of only the
// participating functions plus Reach and Sources, Reach and Sources alone on
// a package built once, and building the whole package.
func BenchmarkFlow(b *testing.B) {
	w := newWorld()
	pol := w.add(b, "example.com/policy", policySrc)
	pkg := w.add(b, "eng", generated(500))
	files, info := w.files["eng"], w.infos["eng"]
	r, _ := NewRoles(funcObj(b, pol, "Carry"), funcObj(b, pol, "Tighten"))
	participates := func(obj types.Object) bool { return !strings.HasPrefix(obj.Name(), "plain") }
	b.Run("nothing", func(b *testing.B) {
		for b.Loop() {
			_ = Build(w.fset, pkg, files, info, func(types.Object) bool { return false })
		}
	})
	b.Run("participating+rules", func(b *testing.B) {
		for b.Loop() {
			built := Build(w.fset, pkg, files, info, participates)
			c := NewChecker(w.fset, r, nil)
			for _, fn := range built.All() {
				_ = c.Reach(fn)
				_, _ = c.Sources(fn)
			}
		}
	})
	b.Run("rules", func(b *testing.B) {
		built := Build(w.fset, pkg, files, info, participates)
		for b.Loop() {
			c := NewChecker(w.fset, r, nil)
			for _, fn := range built.All() {
				_ = c.Reach(fn)
				_, _ = c.Sources(fn)
			}
		}
	})
	b.Run("whole_package", func(b *testing.B) {
		for b.Loop() {
			_ = Build(w.fset, pkg, files, info, func(types.Object) bool { return true })
		}
	})
}

// TestFuncDecl: FuncDecl finds, by position, exactly the declarations a
// map of every function declaration with a body would hold (functions,
// methods, generic ones), and nothing for a bodiless declaration, an
// instantiation or another package's function.
func TestFuncDecl(t *testing.T) {
	src := `package decls

import "strings"

type T struct{}

func (T) M() int        { return 1 }
func (*T) P()           {}
func G[X any](x X) X    { return x }
type L[X any] struct{}
func (L[X]) N() int     { return 3 }
func plain() int        { return G(1) + L[int]{}.N() + len(strings.TrimSpace(" ")) }
var v = func() int { return 2 }
func external() int
`
	w := newWorld()
	pkg := w.add(t, "decls", src)
	files, info := w.files["decls"], w.infos["decls"]
	want := map[*types.Func]*ast.FuncDecl{}
	for _, d := range files[0].Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
			want[info.Defs[fd.Name].(*types.Func)] = fd
		}
	}
	if len(want) != 5 {
		t.Fatalf("the source declares %d functions with bodies, want 5", len(want))
	}
	for fn, fd := range want {
		if got := FuncDecl(files, info, fn); got != fd {
			t.Errorf("FuncDecl(%s) = %v, want its declaration", fn.Name(), got)
		}
	}
	var others []*types.Func
	for id, obj := range info.Uses {
		if fn, ok := obj.(*types.Func); ok && (fn.Origin() != fn || id.Name == "TrimSpace") {
			others = append(others, fn) // L[int].N (an instantiation: its position is N's), strings.TrimSpace
		}
	}
	others = append(others, funcObj(t, pkg, "external"))
	if len(others) != 3 {
		t.Fatalf("found %d other functions, want L[int].N, strings.TrimSpace and external", len(others))
	}
	for _, fn := range others {
		if got := FuncDecl(files, info, fn); got != nil {
			t.Errorf("FuncDecl(%s) = the declaration at %v, want nil", fn, w.fset.Position(got.Pos()))
		}
	}
}
