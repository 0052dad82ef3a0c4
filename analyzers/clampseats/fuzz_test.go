package clampseats

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/testkit/typecheck"
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
		w := newWorld()
		w.Fset = fset
		p, err := typecheck.Check(fset, "example.com/p", []*ast.File{file}, w)
		if err != nil {
			return // like a driver: no analysis of ill-typed packages
		}
		for _, d := range w.run(t, p, typecheck.NewFacts(), true) {
			if d.Message == "" || !d.Pos.IsValid() {
				t.Fatalf("finding without message or position: %+v", d)
			}
		}
	})
}
