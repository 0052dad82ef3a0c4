package notcarried

import (
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
)

// checked is a type-checked generated package.
type checked struct {
	fset  *token.FileSet
	files []*ast.File
	pkg   *types.Package
	info  *types.Info
}

func typeCheck(tb testing.TB, path string, sources []string) *checked {
	tb.Helper()
	c := &checked{fset: token.NewFileSet()}
	for i, src := range sources {
		f, err := parser.ParseFile(c.fset, fmt.Sprintf("f%d.go", i), src, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			tb.Fatal(err)
		}
		c.files = append(c.files, f)
	}
	c.info = &types.Info{
		Types:      make(map[ast.Expr]types.TypeAndValue),
		Defs:       make(map[*ast.Ident]types.Object),
		Uses:       make(map[*ast.Ident]types.Object),
		Selections: make(map[*ast.SelectorExpr]*types.Selection),
	}
	conf := types.Config{Importer: importer.Default()}
	pkg, err := conf.Check(path, c.fset, c.files, c.info)
	if err != nil {
		tb.Fatal(err)
	}
	c.pkg = pkg
	return c
}

// pass builds an analysis.Pass over c for calling run directly; reports
// and exported facts are counted.
func (c *checked) pass(reports, exports *int) *analysis.Pass {
	return &analysis.Pass{
		Analyzer:          Analyzer,
		Fset:              c.fset,
		Files:             c.files,
		Pkg:               c.pkg,
		TypesInfo:         c.info,
		Report:            func(analysis.Diagnostic) { *reports++ },
		ImportPackageFact: func(*types.Package, analysis.Fact) bool { return false },
		ExportPackageFact: func(analysis.Fact) { *exports++ },
	}
}

// bigTighten generates a package with a spec of fields seats and a tighten
// function of stmts statements that read and write them in turn, through
// selectors, a promoted field and composite literals.
func bigTighten(fields, stmts int) string {
	var b strings.Builder
	b.WriteString("package big\n\ntype Inner struct{ Deep int }\n\ntype Spec struct {\n\tInner\n")
	for i := 0; i < fields; i++ {
		fmt.Fprintf(&b, "\tF%d int\n", i)
	}
	b.WriteString("}\n\ntype Other struct{ F0 int }\n\ntype Source struct{ F0 int }\n\n//clampvet:carrier\nfunc Carry(s Source) int { return s.F0 }\n\n")
	b.WriteString("//clampvet:notcarried\nvar NotCarried = map[string]string{\"Inner\": \"each leg's own\"")
	for i := 1; i < fields; i++ {
		fmt.Fprintf(&b, ", \"F%d\": \"a reason for F%d\"", i, i)
	}
	b.WriteString("}\n\n//clampvet:tighten\nfunc Tighten(spec, t Spec, o Other) Spec {\n")
	for i := 0; i < stmts; i++ {
		f := i % fields
		switch i % 4 {
		case 0:
			fmt.Fprintf(&b, "\tspec.F%d = max(spec.F%d, t.F%d, o.F0)\n", f, f, f)
		case 1:
			fmt.Fprintf(&b, "\tspec.Deep = max(spec.Deep, t.F%d)\n", f)
		case 2:
			fmt.Fprintf(&b, "\t_ = Spec{F%d: t.F%d}\n", f, f)
		default:
			fmt.Fprintf(&b, "\tif t.F%d > 0 { spec.F%d = t.F%d }\n", f, f, f)
		}
	}
	b.WriteString("\treturn spec\n}\n")
	return b.String()
}

// TestGovernedSeatsOnGeneratedTighten checks the benchmark's input: every
// field is governed (Inner through the promoted Deep), and the whole
// package is clean.
func TestGovernedSeatsOnGeneratedTighten(t *testing.T) {
	c := typeCheck(t, "big", []string{bigTighten(50, 400)})
	var decl *ast.FuncDecl
	for _, d := range c.files[0].Decls {
		if f, ok := d.(*ast.FuncDecl); ok && f.Name.Name == "Tighten" {
			decl = f
		}
	}
	spec := c.pkg.Scope().Lookup("Spec").Type().(*types.Named)
	g := governedSeats(c.info, decl.Body, spec)
	if len(g) != 51 {
		t.Errorf("%d governed seats, want 51 (Inner and F0..F49): %v", len(g), g.inOrder())
	}
	var reports, exports int
	if _, err := run(c.pass(&reports, &exports)); err != nil {
		t.Fatal(err)
	}
	if reports != 0 || exports != 1 {
		t.Errorf("run on the clean generated package: %d findings, %d facts; want 0 and 1", reports, exports)
	}
}

// BenchmarkGovernedSeats is the hot path of a package with a tighten
// function: collecting the seats a large body governs.
func BenchmarkGovernedSeats(b *testing.B) {
	c := typeCheck(b, "big", []string{bigTighten(200, 20000)})
	var decl *ast.FuncDecl
	for _, d := range c.files[0].Decls {
		if f, ok := d.(*ast.FuncDecl); ok && f.Name.Name == "Tighten" {
			decl = f
		}
	}
	spec := c.pkg.Scope().Lookup("Spec").Type().(*types.Named)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if g := governedSeats(c.info, decl.Body, spec); len(g) != 201 {
			b.Fatalf("%d governed seats", len(g))
		}
	}
}

// BenchmarkRunTighten runs the whole analyzer on the large tighten package.
func BenchmarkRunTighten(b *testing.B) {
	c := typeCheck(b, "big", []string{bigTighten(200, 20000)})
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		var reports, exports int
		if _, err := run(c.pass(&reports, &exports)); err != nil || reports != 0 {
			b.Fatalf("err %v, %d findings", err, reports)
		}
	}
}

// bystander generates a large package that takes no part: many files of
// declarations and comments, none of them a //clampvet: directive, with
// fields and selectors named like seats.
func bystander(files, funcs int) []string {
	var out []string
	for f := 0; f < files; f++ {
		var b strings.Builder
		fmt.Fprintf(&b, "// Package by is large and takes no part.\npackage by\n\n// Spec%d looks like a spec.\ntype Spec%d struct{ MaxTurns, HandsReadOnly int }\n\n", f, f)
		for i := 0; i < funcs; i++ {
			fmt.Fprintf(&b, "// Tighten%d_%d merges (a doc comment, //not a directive).\nfunc Tighten%d_%d(s, t Spec%d) Spec%d {\n\t// tighten-only\n\ts.MaxTurns = min(s.MaxTurns, t.MaxTurns)\n\treturn s\n}\n\n", f, i, f, i, f, f)
		}
		out = append(out, b.String())
	}
	return out
}

// TestEarlyExit checks that a package that takes no part reports nothing
// and exports nothing.
func TestEarlyExit(t *testing.T) {
	c := typeCheck(t, "by", bystander(3, 10))
	var reports, exports int
	if _, err := run(c.pass(&reports, &exports)); err != nil {
		t.Fatal(err)
	}
	if reports != 0 || exports != 0 {
		t.Errorf("a package that takes no part: %d findings, %d facts; want none", reports, exports)
	}
}

// BenchmarkEarlyExit is the cost paid by every package of the build that
// takes no part (the standard library included, under go vet).
func BenchmarkEarlyExit(b *testing.B) {
	c := typeCheck(b, "by", bystander(50, 200))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		var reports, exports int
		if _, err := run(c.pass(&reports, &exports)); err != nil || reports+exports != 0 {
			b.Fatalf("err %v, %d findings, %d facts", err, reports, exports)
		}
	}
}
