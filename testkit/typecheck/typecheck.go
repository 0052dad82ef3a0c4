// Package typecheck is the analyzers' shared test support for in-memory
// packages: it parses and type-checks sources without go list, and runs an
// analyzer (with the analyzers it requires, each once) on one such package
// with facts held in memory, as a driver would. Unit tests and benchmarks
// use it to reach the analyzers' hot paths and early exits directly.
package typecheck

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"reflect"
	"sort"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
)

// GoVersion is the language version packages are checked with.
const GoVersion = "go1.26"

// NewInfo returns a types.Info that records everything the analyzers read.
func NewInfo() *types.Info {
	return &types.Info{
		Types:        make(map[ast.Expr]types.TypeAndValue),
		Defs:         make(map[*ast.Ident]types.Object),
		Uses:         make(map[*ast.Ident]types.Object),
		Implicits:    make(map[ast.Node]types.Object),
		Selections:   make(map[*ast.SelectorExpr]*types.Selection),
		Scopes:       make(map[ast.Node]*types.Scope),
		Instances:    make(map[*ast.Ident]types.Instance),
		FileVersions: make(map[*ast.File]string),
	}
}

// Package is a type-checked package.
type Package struct {
	Types *types.Package
	Files []*ast.File
	Info  *types.Info
}

// Check type-checks files as package path. It returns the first error,
// without failing a test: a fuzz target skips ill-typed inputs.
func Check(fset *token.FileSet, path string, files []*ast.File, imp types.Importer) (*Package, error) {
	p := &Package{Files: files, Info: NewInfo()}
	conf := types.Config{Importer: imp, GoVersion: GoVersion, Error: func(error) {}}
	pkg, err := conf.Check(path, fset, files, p.Info)
	if err != nil {
		return nil, err
	}
	p.Types = pkg
	return p, nil
}

// World is a set of type-checked in-memory packages sharing one file set.
type World struct {
	Fset *token.FileSet
	pkgs map[string]*Package
}

// NewWorld returns an empty world.
func NewWorld() *World {
	return &World{Fset: token.NewFileSet(), pkgs: make(map[string]*Package)}
}

// Import implements types.Importer over the packages added so far (and
// "unsafe").
func (w *World) Import(path string) (*types.Package, error) {
	if path == "unsafe" {
		return types.Unsafe, nil
	}
	if p, ok := w.pkgs[path]; ok {
		return p.Types, nil
	}
	return nil, fmt.Errorf("package %q not in the test world", path)
}

// Add parses and type-checks a package from sources (file name -> text,
// parsed in name order, as path/name); its imports must have been added
// before. Any error fails the test.
func (w *World) Add(tb testing.TB, path string, srcs map[string]string) *Package {
	tb.Helper()
	names := make([]string, 0, len(srcs))
	for name := range srcs {
		names = append(names, name)
	}
	sort.Strings(names)
	var files []*ast.File
	for _, name := range names {
		f, err := parser.ParseFile(w.Fset, path+"/"+name, srcs[name], parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			tb.Fatalf("parse %s/%s: %v", path, name, err)
		}
		files = append(files, f)
	}
	p, err := Check(w.Fset, path, files, w)
	if err != nil {
		tb.Fatalf("type-check %s: %v", path, err)
	}
	w.pkgs[path] = p
	return p
}

// Facts holds the facts exported across runs, per analyzer, as a driver
// would.
type Facts struct {
	objects  map[factKey][]analysis.Fact
	packages map[factKey][]analysis.Fact
}

type factKey struct {
	a   *analysis.Analyzer
	obj any // a types.Object or a *types.Package
}

// NewFacts returns an empty fact store.
func NewFacts() *Facts {
	return &Facts{objects: make(map[factKey][]analysis.Fact), packages: make(map[factKey][]analysis.Fact)}
}

// Package returns the package facts a exported for pkg.
func (fs *Facts) Package(a *analysis.Analyzer, pkg *types.Package) []analysis.Fact {
	return fs.packages[factKey{a, pkg}]
}

// Object returns the object facts a exported for obj.
func (fs *Facts) Object(a *analysis.Analyzer, obj types.Object) []analysis.Fact {
	return fs.objects[factKey{a, obj}]
}

// SetPackage replaces a's package facts of pkg, as if an earlier run had
// exported them.
func (fs *Facts) SetPackage(a *analysis.Analyzer, pkg *types.Package, facts ...analysis.Fact) {
	fs.packages[factKey{a, pkg}] = facts
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

// Options adjust a [Run].
type Options struct {
	// NoInspector leaves inspect.Analyzer out of ResultOf, so that a run
	// that reaches for an inspector panics: the proof that it walked no
	// syntax.
	NoInspector bool
	// NoFset gives the passes a nil file set, for the same proof.
	NoFset bool
	// Module is the pass's module (nil by default).
	Module *analysis.Module
}

// Run runs a on p, after the analyzers a requires (each once, depth
// first), with facts in fs. It returns every analyzer's findings, a's last.
func Run(tb testing.TB, fset *token.FileSet, a *analysis.Analyzer, p *Package, fs *Facts, opts Options) []analysis.Diagnostic {
	tb.Helper()
	results := make(map[*analysis.Analyzer]any)
	var diags []analysis.Diagnostic
	var visit func(a *analysis.Analyzer)
	visit = func(a *analysis.Analyzer) {
		if _, done := results[a]; done {
			return
		}
		for _, req := range a.Requires {
			visit(req)
		}
		if a == inspect.Analyzer && opts.NoInspector {
			return
		}
		pass := newPass(fset, a, p, fs, results, opts, func(d analysis.Diagnostic) { diags = append(diags, d) })
		res, err := a.Run(pass)
		if err != nil {
			tb.Fatalf("%s: %v", a.Name, err)
		}
		results[a] = res
	}
	visit(a)
	return diags
}

func newPass(fset *token.FileSet, a *analysis.Analyzer, p *Package, fs *Facts, results map[*analysis.Analyzer]any, opts Options, report func(analysis.Diagnostic)) *analysis.Pass {
	resultOf := make(map[*analysis.Analyzer]any)
	for _, req := range a.Requires {
		if res, ok := results[req]; ok {
			resultOf[req] = res
		}
	}
	if opts.NoFset {
		fset = nil
	}
	return &analysis.Pass{
		Analyzer:   a,
		Fset:       fset,
		Files:      p.Files,
		Pkg:        p.Types,
		TypesInfo:  p.Info,
		TypesSizes: types.SizesFor("gc", "amd64"),
		Module:     opts.Module,
		ResultOf:   resultOf,
		Report:     report,
		ImportObjectFact: func(obj types.Object, ptr analysis.Fact) bool {
			return importFact(fs.objects[factKey{a, obj}], ptr)
		},
		ImportPackageFact: func(pkg *types.Package, ptr analysis.Fact) bool {
			return importFact(fs.packages[factKey{a, pkg}], ptr)
		},
		ExportObjectFact: func(obj types.Object, fact analysis.Fact) {
			fs.objects[factKey{a, obj}] = append(fs.objects[factKey{a, obj}], fact)
		},
		ExportPackageFact: func(fact analysis.Fact) {
			fs.packages[factKey{a, p.Types}] = append(fs.packages[factKey{a, p.Types}], fact)
		},
		AllObjectFacts:  func() []analysis.ObjectFact { return nil },
		AllPackageFacts: func() []analysis.PackageFact { return nil },
		ReadFile:        func(string) ([]byte, error) { return nil, fmt.Errorf("no files") },
	}
}

// Clone returns a copy of the store: runs on the copy leave fs as it is.
func (fs *Facts) Clone() *Facts {
	out := NewFacts()
	for k, v := range fs.objects {
		out.objects[k] = v
	}
	for k, v := range fs.packages {
		out.packages[k] = v
	}
	return out
}

// Exported is one fact in the store.
type Exported struct {
	Analyzer *analysis.Analyzer
	Object   types.Object   // nil for a package fact
	Package  *types.Package // nil for an object fact
	Fact     analysis.Fact
}

// All returns every fact in the store, in no particular order.
func (fs *Facts) All() []Exported {
	var out []Exported
	for k, list := range fs.objects {
		for _, f := range list {
			out = append(out, Exported{Analyzer: k.a, Object: k.obj.(types.Object), Fact: f})
		}
	}
	for k, list := range fs.packages {
		for _, f := range list {
			out = append(out, Exported{Analyzer: k.a, Package: k.obj.(*types.Package), Fact: f})
		}
	}
	return out
}
