package constructors

import (
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"golang.org/x/tools/go/analysis"
)

// TestDuplicateNamesFirstAnswers requires buildEntry, which indexes
// without a map of the names, to give each name of a package that
// declares it twice (a type error: a func, a type, a var and a method
// declared again in a second file) one entry, that of its first
// declaration, as the deduplicating index does; and a package without
// duplicates every declaration.
func TestDuplicateNamesFirstAnswers(t *testing.T) {
	for _, tc := range []struct {
		srcs map[string]string
		want []declSummary
	}{{
		srcs: map[string]string{
			"a.go": "package p\n\nfunc F() {}\n\ntype T int\n\nvar V = 1\n\nfunc (T) M() {}\n",
			"b.go": "package p\n\nfunc F()\n\nvar T = 2\n\ntype V = int\n\nfunc (T) M()\n\nfunc G() {}\n",
		},
		want: []declSummary{{Name: "F", File: 0, Shape: shapeFunc}, {Name: "G", File: 1, Shape: shapeFunc},
			{Name: "T", File: 0, Shape: shapeType}, {Name: "T.M", File: 0, Shape: shapeMethod},
			{Name: "V", File: 0, Shape: shapeOtherVar}},
	}, {
		srcs: map[string]string{"a.go": "package p\n\nfunc F() {}\n\nconst C = 1\n\nfunc init() {}\n\nvar _ = 2\n"},
		want: []declSummary{{Name: "C", File: 0, Shape: shapeConst}, {Name: "F", File: 0, Shape: shapeFunc}},
	}} {
		fset := token.NewFileSet()
		pass := &analysis.Pass{Fset: fset, Pkg: types.NewPackage("example.com/p", "p"), TypesInfo: &types.Info{}}
		for _, name := range []string{"a.go", "b.go"} {
			if src, ok := tc.srcs[name]; ok {
				f, err := parser.ParseFile(fset, name, src, 0)
				if err != nil {
					t.Fatal(err)
				}
				pass.Files = append(pass.Files, f)
			}
		}
		got := buildEntry(pass, collectFiles(pass), true, &carrierCalls{})
		if len(got.Decls) != len(tc.want) {
			t.Fatalf("entries %+v, want %+v", got.Decls, tc.want)
		}
		for i, d := range got.Decls {
			w := tc.want[i]
			if d.Name != w.Name || d.File != w.File || d.Shape != w.Shape {
				t.Errorf("entry %d = %+v, want %+v", i, d, w)
			}
		}
	}
}
