package clampseats

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/ast/inspector"
)

// FuzzRun type-checks arbitrary single-package Go source and, when it is
// well typed, runs the analyzer on it: whatever the shapes of carriers,
// seat lists and constructions, the analyzer reports and never panics.
// The seeds are the single-package files of the testdata scenarios.
func FuzzRun(f *testing.F) {
	seeds, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "src", "clampseats_*", "*", "*.go"))
	for _, path := range seeds {
		src, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		if !strings.Contains(string(src), "import") {
			f.Add(src)
		}
	}
	f.Add([]byte("package p\n\ntype S struct{ A int }\n\n//clampvet:carrier\nfunc C(s S) int { return s.A }\n\nvar _ = [...]S{3: {}}\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		fset := token.NewFileSet()
		file, err := parser.ParseFile(fset, "p.go", src, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			return
		}
		for _, imp := range file.Imports {
			if imp.Path.Value != `"unsafe"` {
				return // a single package: no importer
			}
		}
		info := &types.Info{
			Types:      make(map[ast.Expr]types.TypeAndValue),
			Defs:       make(map[*ast.Ident]types.Object),
			Uses:       make(map[*ast.Ident]types.Object),
			Implicits:  make(map[ast.Node]types.Object),
			Selections: make(map[*ast.SelectorExpr]*types.Selection),
			Scopes:     make(map[ast.Node]*types.Scope),
			Instances:  make(map[*ast.Ident]types.Instance),
		}
		conf := types.Config{
			GoVersion: "go1.26",
			Importer:  importerFunc(func(string) (*types.Package, error) { return types.Unsafe, nil }),
			Error:     func(error) {},
		}
		pkg, err := conf.Check("example.com/p", fset, []*ast.File{file}, info)
		if err != nil {
			return // like a driver: no analysis of ill-typed packages
		}
		w := &world{fset: fset, pkgs: map[string]*loaded{}}
		l := &loaded{pkg: pkg, files: []*ast.File{file}, info: info}
		for _, d := range w.run(t, l, newFacts(), inspector.New(l.files)) {
			if d.Message == "" || !d.Pos.IsValid() {
				t.Fatalf("finding without message or position: %+v", d)
			}
		}
	})
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }
