package constructors

import (
	"fmt"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/internal/kinds"
	"github.com/sema-agent/clampvet/internal/registryrow"
)

// largeSummary builds a summary of nPkgs packages of module example.com/m,
// each with ten files and nDecls package-level declarations of every
// shape, a third of them calling a carrier.
func largeSummary(nPkgs, nDecls int) *summary {
	s := &summary{Module: "example.com/m"}
	shapes := []shape{shapeFunc, shapeMethod, shapeFuncLit, shapeCall, shapeType, shapeConst}
	for p := 0; p < nPkgs; p++ {
		ps := pkgSummary{Path: fmt.Sprintf("example.com/m/pkg%04d", p), CanCall: true}
		for f := 0; f < 10; f++ {
			ps.Files = append(ps.Files, fmt.Sprintf("file%02d.go", f))
		}
		for d := 0; d < nDecls; d++ {
			name := fmt.Sprintf("Decl%05d", d)
			sh := shapes[d%len(shapes)]
			if sh == shapeMethod {
				name = "T." + name
			}
			ps.Decls = append(ps.Decls, declSummary{Name: name, File: d % 10, Shape: sh, Calls: d%3 == 0})
		}
		sortDecls(ps.Decls)
		s.Packages = append(s.Packages, ps)
	}
	return s
}

func sortDecls(ds []declSummary) {
	for i := 1; i < len(ds); i++ {
		for j := i; j > 0 && ds[j].Name < ds[j-1].Name; j-- {
			ds[j], ds[j-1] = ds[j-1], ds[j]
		}
	}
}

func resolverFor(s *summary, self string) *resolver {
	r := &resolver{module: s.Module, self: self, pkgs: make(map[string]*pkgSummary), noPart: map[string]bool{}}
	for i := range s.Packages {
		r.pkgs[s.Packages[i].Path] = &s.Packages[i]
	}
	return r
}

func mustParse(t testing.TB, s string) registryrow.Row {
	t.Helper()
	row, err := registryrow.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return row
}

// TestResolve exercises every outcome of row resolution on a hand-made
// summary, without any driver.
func TestResolve(t *testing.T) {
	s := &summary{Module: "example.com/m", Packages: []pkgSummary{
		{Path: "example.com/m", Files: []string{"root.go"}, CanCall: true,
			Decls: []declSummary{{Name: "Build", File: 0, Shape: shapeFunc, Calls: true}}},
		{Path: "example.com/m/agents", Files: []string{"a.go", "b.go"}, Ignored: []string{"c_windows.go"}, CanCall: true,
			Decls: []declSummary{
				{Name: "Call", File: 1, Shape: shapeCall},
				{Name: "Fn", File: 0, Shape: shapeFunc, Calls: true},
				{Name: "Lit", File: 1, Shape: shapeFuncLit, Calls: true},
				{Name: "NoCall", File: 0, Shape: shapeFunc},
				{Name: "T", File: 0, Shape: shapeType},
				{Name: "T.M", File: 1, Shape: shapeMethod, Calls: true},
			}},
		{Path: "example.com/m/mid", Files: []string{"mid.go"}},
	}}
	r := resolverFor(s, "example.com/m/wiring")
	r.noPart["example.com/m/util"] = true
	// Each outcome with its kind: the kind is what the finding is looked
	// up, excepted and grouped by, so a message moved to another kind
	// fails here.
	tests := []struct{ row, kind, want string }{
		{"root.go#Build", "", ""},
		{"agents/a.go#Fn", "", ""},
		{"agents/b.go#Lit", "", ""},
		{"agents/b.go#T.M", "", ""},
		{"nowhere/a.go#F", kinds.RowPackageNotImported, "its package is not imported by the registry: import it there"},
		{"util/u.go#F", kinds.RowPackageNoCarrier, "its package neither declares nor imports a carrier"},
		{"agents/z.go#Fn", kinds.RowFileNotInPackage, "file z.go is not in its package (its files: a.go, b.go)"},
		{"agents/c_windows.go#Fn", kinds.RowFileNotInPackage, "file c_windows.go is excluded by build constraints"},
		{"mid/mid.go#F", kinds.RowPackageNoCarrier, "its package neither declares nor directly imports"},
		{"agents/b.go#Fn", kinds.RowDeclaredInOtherFile, "Fn is declared in a.go, not in b.go"},
		{"agents/a.go#T.M", kinds.RowDeclaredInOtherFile, "T.M is declared in b.go, not in a.go"},
		{"agents/a.go#Nope", kinds.RowNotDeclared, "Nope is not declared in example.com/m/agents"},
		{"agents/a.go#M", kinds.RowNotDeclared, "M names only a method (T.M): write Type.Method"},
		{"agents/a.go#U.M", kinds.RowNotDeclared, "type U is not declared in example.com/m/agents"},
		{"agents/a.go#Fn.M", kinds.RowNotDeclared, "Fn is a func declaration, not a type"},
		{"agents/a.go#T.N", kinds.RowNotDeclared, "type T has no method N in example.com/m/agents"},
		{"agents/b.go#Call", kinds.RowNotAFunc, "Call is a var bound to a call result: make it a Go func"},
		{"agents/a.go#T", kinds.RowNotAFunc, "T is a type: make it a Go func"},
		{"agents/a.go#NoCall", kinds.RowCallsNoCarrier, "NoCall does not call a carrier"},
	}
	for _, tt := range tests {
		kind, got := r.resolve(mustParse(t, tt.row))
		if tt.want == "" && got != "" || !strings.Contains(got, tt.want) || kind != tt.kind {
			t.Errorf("resolve(%q) = %s, %q, want %s, %q", tt.row, kind, got, tt.kind, tt.want)
		}
	}
}

// BenchmarkResolve resolves rows against the summary of 500 packages with
// 400 declarations each: a map lookup and two binary searches per row.
func BenchmarkResolve(b *testing.B) {
	r := resolverFor(largeSummary(500, 400), "example.com/m/wiring")
	var rows []registryrow.Row
	for i := 0; i < 1000; i++ {
		rows = append(rows, mustParse(b, fmt.Sprintf("pkg%04d/file%02d.go#Decl%05d", i%500, i%10, i%400)))
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		_, _ = r.resolve(rows[i%len(rows)])
	}
}
