package flowrules

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/internal/dataflow/uses"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/packages"
)

// TestNamedNotAsValue pins that the one walk of valueUses marks, among the
// identifiers asked about, exactly those that two whole-file walks mark: the callees of the non-test files' calls and
// the names written or whose address is taken, for every identifier of a
// non-test file of the repository; with the inspect analyzer's inspector
// and with the one built when a driver leaves it out.
func TestNamedNotAsValue(t *testing.T) {
	fset, files := parseCorpus(t)
	isTest := func(pos token.Pos) bool { return strings.HasSuffix(fset.Position(pos).Filename, "_test.go") }
	var ids []*ast.Ident
	for _, f := range files {
		if isTest(f.Package) {
			continue
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				ids = append(ids, id)
			}
			return true
		})
	}
	want := namedByWholeWalks(files, isTest)
	for _, resultOf := range []map[*analysis.Analyzer]any{{inspect.Analyzer: inspector.New(files)}, {}} {
		s := &scan{pass: &analysis.Pass{Fset: fset, Files: files, ResultOf: resultOf}}
		got := s.namedNotAsValue(ids)
		marked := 0
		for _, id := range ids {
			if got[id] != want[id] {
				t.Errorf("%s: %s named not as a value = %v, want %v", fset.Position(id.Pos()), id.Name, got[id], want[id])
			}
			if got[id] {
				marked++
			}
		}
		if marked == 0 || marked == len(ids) || len(got) != len(ids) {
			t.Errorf("%d of %d identifiers marked, %d answered: want some, not all, each answered", marked, len(ids), len(got))
		}
	}
}

// namedByWholeWalks is what valueUses skipped before it walked the
// inspector: every callee of a non-test file's call, and every name written
// or whose address is taken in any file.
func namedByWholeWalks(files []*ast.File, isTest func(token.Pos) bool) map[*ast.Ident]bool {
	out := map[*ast.Ident]bool{}
	note := func(e ast.Expr) {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			out[x] = true
		case *ast.SelectorExpr:
			out[x.Sel] = true
		}
	}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				if id := calleeIdent(n.Fun); id != nil && !isTest(f.Package) {
					out[id] = true
				}
			case *ast.AssignStmt:
				for _, lhs := range n.Lhs {
					note(lhs)
				}
			case *ast.UnaryExpr:
				if n.Op == token.AND {
					note(n.X)
				}
			case *ast.RangeStmt:
				if n.Key != nil {
					note(n.Key)
				}
				if n.Value != nil {
					note(n.Value)
				}
			}
			return true
		})
	}
	return out
}

// TestFuncUsesIn pins that funcUsesIn answers, for every function body and
// func literal of the repository's internal/dataflow/flow packages (type-checked),
// the identifiers an ast.Inspect of it finds in types.Info.Uses naming a
// function or method of the package, in the same order, from the uses
// classifyUses sets aside.
func TestFuncUsesIn(t *testing.T) {
	cfg := &packages.Config{Mode: packages.NeedName | packages.NeedFiles | packages.NeedSyntax | packages.NeedTypes | packages.NeedTypesInfo, Tests: true}
	pkgs, err := packages.Load(cfg, "github.com/sema-agent/clampvet/internal/dataflow/flow/...")
	if err != nil || packages.PrintErrors(pkgs) > 0 || len(pkgs) < 2 {
		t.Fatalf("load: %v (%d packages)", err, len(pkgs))
	}
	bodies, nuses := 0, 0
	for _, pkg := range pkgs {
		s := &scan{pass: &analysis.Pass{Pkg: pkg.Types, TypesInfo: pkg.TypesInfo, Files: pkg.Syntax}}
		for id, obj := range pkg.TypesInfo.Uses {
			s.noteUse(id, obj, 0)
		}
		s.funcUses = uses.Sort(s.funcUses) // as classifyUses does
		for _, f := range pkg.Syntax {
			ast.Inspect(f, func(n ast.Node) bool {
				switch n.(type) {
				case *ast.BlockStmt, *ast.FuncLit:
				default:
					return true
				}
				var want []*ast.Ident
				ast.Inspect(n, func(n ast.Node) bool {
					if id, ok := n.(*ast.Ident); ok {
						if fn, ok := pkg.TypesInfo.Uses[id].(*types.Func); ok && fn.Pkg() == pkg.Types {
							want = append(want, id)
						}
					}
					return true
				})
				var got []*ast.Ident
				for u := range s.funcUsesIn(n.Pos(), n.End()) {
					got = append(got, u.ID)
				}
				if !slices.Equal(got, want) {
					t.Errorf("%s: funcUsesIn = %v, want %v", pkg.Fset.Position(n.Pos()), got, want)
				}
				bodies++
				nuses += len(want)
				return true
			})
		}
	}
	if bodies < 100 || nuses < 100 {
		t.Errorf("%d blocks and literals, %d uses: want the packages'", bodies, nuses)
	}
}
