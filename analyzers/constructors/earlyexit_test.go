package constructors

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
)

// bystanderPass type-checks src as package example.com/m/by, which
// directly imports a package dep whose summary fact is present when
// depTakesPart. The pass has no inspector result unless withInspector: a
// run that walks syntax without one panics.
func bystanderPass(t *testing.T, src string, depTakesPart, withInspector bool) (*analysis.Pass, *[]string) {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "/src/m/by/by.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{
		Defs:       make(map[*ast.Ident]types.Object),
		Uses:       make(map[*ast.Ident]types.Object),
		Types:      make(map[ast.Expr]types.TypeAndValue),
		Selections: make(map[*ast.SelectorExpr]*types.Selection),
		Implicits:  make(map[ast.Node]types.Object),
	}
	pkg, err := new(types.Config).Check("example.com/m/by", fset, []*ast.File{f}, info)
	if err != nil {
		t.Fatal(err)
	}
	dep := types.NewPackage("example.com/m/dep", "dep")
	pkg.SetImports([]*types.Package{dep})

	var events []string
	resultOf := map[*analysis.Analyzer]any{}
	if withInspector {
		resultOf[inspect.Analyzer] = inspector.New([]*ast.File{f})
	}
	pass := &analysis.Pass{
		Analyzer:  Analyzer,
		Fset:      fset,
		Files:     []*ast.File{f},
		Pkg:       pkg,
		TypesInfo: info,
		Module:    &analysis.Module{Path: "example.com/m"},
		ResultOf:  resultOf,
		Report:    func(d analysis.Diagnostic) { events = append(events, "report: "+d.Message) },
		ImportPackageFact: func(p *types.Package, fact analysis.Fact) bool {
			if p == dep && depTakesPart {
				*fact.(*summary) = summary{Module: "example.com/m", Carrier: true}
				return true
			}
			return false
		},
		ImportObjectFact:  func(types.Object, analysis.Fact) bool { return false },
		ExportPackageFact: func(f analysis.Fact) { events = append(events, "package fact: "+f.(*summary).String()) },
		ExportObjectFact:  func(o types.Object, _ analysis.Fact) { events = append(events, "object fact: "+o.Name()) },
	}
	return pass, &events
}

// TestEarlyExit checks that a package that declares no role and imports no
// participating package returns before it walks any syntax: the pass has
// neither an inspector nor a file set (either would be needed to go on, and
// their absence panics), and nothing is exported or reported. A package
// that declares a carrier goes on and exports its facts.
func TestEarlyExit(t *testing.T) {
	const plain = "package by\n\n// F is ordinary code.\nfunc F(n int) int { return n * 2 }\n"
	pass, events := bystanderPass(t, plain, false, false)
	pass.Fset = nil
	if _, err := run(pass); err != nil {
		t.Fatal(err)
	}
	if len(*events) != 0 {
		t.Errorf("a bystander package exported or reported: %q", *events)
	}

	const carrier = "package by\n\ntype S struct{ A bool }\n\n//clampvet:carrier\nfunc C(s S) bool { return s.A }\n"
	pass, events = bystanderPass(t, carrier, false, true)
	if _, err := run(pass); err != nil {
		t.Fatal(err)
	}
	want := []string{
		"object fact: C",
		"package fact: summary module=example.com/m carrier=true pkgs: example.com/m/by files=by.go decls=C:func:by.go,S:type:by.go",
	}
	if len(*events) != len(want) || (*events)[0] != want[0] || (*events)[1] != want[1] {
		t.Errorf("a carrier package:\ngot  %q\nwant %q", *events, want)
	}
}
