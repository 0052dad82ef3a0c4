package robust

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/analyzers"
	"github.com/sema-agent/clampvet/testkit/typecheck"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// FuzzSuite type-checks arbitrary single-package Go source and, when it is
// well typed, runs the whole clampvet suite on it with the checker the
// standalone driver uses. It covers the readers of user input that have no
// fuzz target of their own — the seat list, the not-carried table, the
// registry literal, carrier and tighten shapes, row resolution against a
// package's own declarations — and the three analyzers together: whatever
// the source, every analyzer reports findings with a message and a
// position, returns no error (bad input is a finding, never an error: an
// error in a dependency fails its importers) and never panics (a panic
// crashes the fuzzing process).
//
// The seeds are the single-package files of the testdata scenarios of all
// three analyzers and the committed corpus in testdata/fuzz/FuzzSuite.
func FuzzSuite(f *testing.F) {
	seeds, err := filepath.Glob(filepath.Join("..", "..", "testdata", "src", "*", "*", "*.go"))
	if err != nil {
		f.Fatal(err)
	}
	root, err := filepath.Glob(filepath.Join("..", "..", "testdata", "src", "*", "*.go"))
	if err != nil {
		f.Fatal(err)
	}
	for _, path := range append(seeds, root...) {
		src, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		if singlePackage(src) {
			f.Add(src)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		pkg := typeCheck(src)
		if pkg == nil {
			return // like a driver: no analysis of ill-typed packages
		}
		g, err := checker.Analyze(analyzers.Analyzers(), []*packages.Package{pkg}, nil)
		if err != nil {
			t.Fatalf("checker: %v", err)
		}
		for act := range g.All() {
			if act.Err != nil {
				t.Errorf("%s returned an error instead of a finding: %v", act.Analyzer.Name, act.Err)
			}
			for _, d := range act.Diagnostics {
				if d.Message == "" || !d.Pos.IsValid() {
					t.Errorf("%s: finding without message or position: %+v", act.Analyzer.Name, d)
				}
			}
		}
	})
}

// singlePackage reports whether src parses and imports nothing but
// unsafe, so that it type-checks without an importer.
func singlePackage(src []byte) bool {
	f, err := parser.ParseFile(token.NewFileSet(), "p.go", src, parser.ImportsOnly)
	if err != nil {
		return false
	}
	for _, imp := range f.Imports {
		if imp.Path.Value != `"unsafe"` {
			return false
		}
	}
	return true
}

// typeCheck parses and type-checks src as package example.com/m/p of
// module example.com/m, and returns it in the form go/packages gives the
// checker, or nil when src is not a well-typed single package.
func typeCheck(src []byte) *packages.Package {
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "p.go", src, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil || !singlePackage(src) {
		return nil
	}
	const path = "example.com/m/p"
	unsafeOnly := importerFunc(func(string) (*types.Package, error) { return types.Unsafe, nil })
	checked, err := typecheck.Check(fset, path, []*ast.File{file}, unsafeOnly)
	if err != nil || strings.HasSuffix(checked.Types.Name(), "_test") {
		return nil
	}
	tpkg, info := checked.Types, checked.Info
	return &packages.Package{
		ID:              path,
		Name:            tpkg.Name(),
		PkgPath:         path,
		GoFiles:         []string{"p.go"},
		CompiledGoFiles: []string{"p.go"},
		Fset:            fset,
		Syntax:          []*ast.File{file},
		Types:           tpkg,
		TypesInfo:       info,
		TypesSizes:      types.SizesFor("gc", "amd64"),
		Imports:         map[string]*packages.Package{},
		Module:          &packages.Module{Path: "example.com/m", Main: true, GoVersion: "1.26"},
	}
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

// TestFuzzSuiteHarness checks that FuzzSuite's harness really analyzes:
// on its committed seeds, the suite reports the findings they were
// written for, from each analyzer.
func TestFuzzSuiteHarness(t *testing.T) {
	cases := map[string][]string{
		"registry_rows": {
			`constructors: row "p/other.go#Bound": file other.go is not in its package (its files: p.go)`,
		},
		"table_shapes": {
			"notcarried: reason for seat C in table NotCarried is a named constant (why): write a string literal",
		},
		"seat_list_shapes": {
			"clampseats: element 2 of seat list Seats is a named constant (B): expected a string literal",
		},
	}
	for name, want := range cases {
		data, err := os.ReadFile(filepath.Join("testdata", "fuzz", "FuzzSuite", name))
		if err != nil {
			t.Fatal(err)
		}
		// The corpus file is "go test fuzz v1" and one []byte("...") line.
		lines := strings.SplitN(string(data), "\n", 2)
		lit := strings.TrimSuffix(strings.TrimSpace(lines[1]), ")")
		src, err := strconv.Unquote(strings.TrimPrefix(lit, "[]byte("))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		pkg := typeCheck([]byte(src))
		if pkg == nil {
			t.Fatalf("%s: does not type-check as a single package", name)
		}
		g, err := checker.Analyze(analyzers.Analyzers(), []*packages.Package{pkg}, nil)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for act := range g.All() {
			for _, d := range act.Diagnostics {
				got = append(got, act.Analyzer.Name+": "+d.Message)
			}
		}
		for _, w := range want {
			if !slices.Contains(got, w) {
				t.Errorf("%s: no finding %q; got:\n\t%s", name, w, strings.Join(got, "\n\t"))
			}
		}
	}
}
