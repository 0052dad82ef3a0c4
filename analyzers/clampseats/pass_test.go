package clampseats

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"reflect"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
)

// A hand-built driver for unit tests and benchmarks: it type-checks
// in-memory packages and runs the analyzer on one of them with facts held
// in maps, so that the hot paths can be measured without go list.

// world is a set of type-checked in-memory packages.
type world struct {
	fset *token.FileSet
	pkgs map[string]*loaded
}

type loaded struct {
	pkg   *types.Package
	files []*ast.File
	info  *types.Info
}

func newWorld() *world {
	return &world{fset: token.NewFileSet(), pkgs: make(map[string]*loaded)}
}

// Import implements types.Importer over the packages added so far.
func (w *world) Import(path string) (*types.Package, error) {
	if l, ok := w.pkgs[path]; ok {
		return l.pkg, nil
	}
	return nil, fmt.Errorf("package %q not in the test world", path)
}

// add type-checks a package from sources (file name -> text); its
// imports must have been added before.
func (w *world) add(tb testing.TB, path string, srcs map[string]string) *loaded {
	tb.Helper()
	l := &loaded{info: &types.Info{
		Types:        make(map[ast.Expr]types.TypeAndValue),
		Defs:         make(map[*ast.Ident]types.Object),
		Uses:         make(map[*ast.Ident]types.Object),
		Implicits:    make(map[ast.Node]types.Object),
		Selections:   make(map[*ast.SelectorExpr]*types.Selection),
		Scopes:       make(map[ast.Node]*types.Scope),
		Instances:    make(map[*ast.Ident]types.Instance),
		FileVersions: make(map[*ast.File]string),
	}}
	for name, src := range srcs {
		f, err := parser.ParseFile(w.fset, path+"/"+name, src, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			tb.Fatalf("parse %s/%s: %v", path, name, err)
		}
		l.files = append(l.files, f)
	}
	conf := types.Config{Importer: w, GoVersion: "go1.26"}
	pkg, err := conf.Check(path, w.fset, l.files, l.info)
	if err != nil {
		tb.Fatalf("type-check %s: %v", path, err)
	}
	l.pkg = pkg
	w.pkgs[path] = l
	return l
}

// facts holds exported facts across runs, as a driver would.
type facts struct {
	objects  map[types.Object][]analysis.Fact
	packages map[*types.Package][]analysis.Fact
}

func newFacts() *facts {
	return &facts{objects: make(map[types.Object][]analysis.Fact), packages: make(map[*types.Package][]analysis.Fact)}
}

func importFact(list []analysis.Fact, ptr analysis.Fact) bool {
	for _, f := range list {
		if reflect.TypeOf(f) == reflect.TypeOf(ptr) {
			reflect.ValueOf(ptr).Elem().Set(reflect.ValueOf(f).Elem())
			return true
		}
	}
	return false
}

// pass builds an analysis.Pass for l. With insp nil, ResultOf is empty, so
// a run that touches the inspector panics.
func (w *world) pass(l *loaded, fs *facts, insp *inspector.Inspector, report func(analysis.Diagnostic)) *analysis.Pass {
	resultOf := make(map[*analysis.Analyzer]any)
	if insp != nil {
		resultOf[inspect.Analyzer] = insp
	}
	return &analysis.Pass{
		Analyzer:   Analyzer,
		Fset:       w.fset,
		Files:      l.files,
		Pkg:        l.pkg,
		TypesInfo:  l.info,
		TypesSizes: types.SizesFor("gc", "amd64"),
		ResultOf:   resultOf,
		Report:     report,
		ImportObjectFact: func(obj types.Object, ptr analysis.Fact) bool {
			return importFact(fs.objects[obj], ptr)
		},
		ImportPackageFact: func(pkg *types.Package, ptr analysis.Fact) bool {
			return importFact(fs.packages[pkg], ptr)
		},
		ExportObjectFact: func(obj types.Object, fact analysis.Fact) {
			fs.objects[obj] = append(fs.objects[obj], fact)
		},
		ExportPackageFact: func(fact analysis.Fact) {
			fs.packages[l.pkg] = append(fs.packages[l.pkg], fact)
		},
		AllObjectFacts:  func() []analysis.ObjectFact { return nil },
		AllPackageFacts: func() []analysis.PackageFact { return nil },
		ReadFile:        func(string) ([]byte, error) { return nil, fmt.Errorf("no files") },
	}
}

// run runs the analyzer on l and returns the findings.
func (w *world) run(tb testing.TB, l *loaded, fs *facts, insp *inspector.Inspector) []analysis.Diagnostic {
	tb.Helper()
	var diags []analysis.Diagnostic
	if _, err := Analyzer.Run(w.pass(l, fs, insp, func(d analysis.Diagnostic) { diags = append(diags, d) })); err != nil {
		tb.Fatalf("run: %v", err)
	}
	return diags
}
