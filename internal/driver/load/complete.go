package load

import (
	"bufio"
	"fmt"
	"go/ast"
	"go/parser"
	"go/scanner"
	"go/types"
	"os"
	"runtime"
	"sort"
	"sync"
	"sync/atomic"

	"golang.org/x/tools/go/gcexportdata"
	"golang.org/x/tools/go/packages"
)

// complete gives every package of T (inT) reachable from roots syntax and
// types checked from source with function bodies, so that the analyzers
// can compute its facts, and type-checks again every package above one it
// changed, so that every object a package refers to is the one the
// analysis exports facts on. initial holds the packages go/packages
// loaded as patterns (from source, with bodies). It returns the sorted IDs
// of the packages it parsed (completed) and of those it type-checked again
// (rechecked).
//
// A package of T that is not initial comes in one of two states:
//
//   - from export data, without syntax: a dependency that takes part (the
//     carrier's package in another module, or a package of the main module
//     not named by the patterns). Completion parses its CompiledGoFiles as
//     go/packages would have;
//   - from source without function bodies: the test variant "m [p.test]"
//     of a package m that imports a root p with in-package test files. go
//     list recompiles m for p's test, and go/packages loads the variant
//     from source because it imports a source package, but with
//     IgnoreFuncBodies since it is not a pattern. A fact that depends on
//     function bodies (a func calls a carrier) would then be lost for the
//     external test "p_test [p.test]" that imports it: the tests of the
//     package pin that case.
//
// Packages outside T are left alone, even test variants loaded without
// bodies: no analyzer has anything to say about them (the standard library
// has hundreds), and they import no package of T, so none of their types
// refers to an object completion replaced.
//
// Type-checking is deterministic and the syntax is the same, so a package
// that type-checked before type-checks again; its TypeErrors are replaced
// by the new ones, its other Errors are kept. Packages are checked in
// parallel, each after the packages it imports.
func complete(roots []*packages.Package, initial, inT map[*packages.Package]bool) (completed, rechecked []string) {
	var order []*packages.Package // dependencies first
	packages.Visit(roots, nil, func(p *packages.Package) { order = append(order, p) })
	redo := redoSet(order, initial, inT)
	if len(redo) == 0 {
		return nil, nil
	}
	for _, p := range order {
		if !redo[p] {
			continue
		}
		if len(p.Syntax) == 0 {
			completed = append(completed, p.ID)
		} else {
			rechecked = append(rechecked, p.ID)
		}
	}
	loadPartialImports(order, redo)
	checkInOrder(order, redo)
	sort.Strings(completed)
	sort.Strings(rechecked)
	return completed, rechecked
}

// redoSet returns the packages to type-check again, given in dependency
// order: those of T that are not initial, and every package above one of
// them.
func redoSet(order []*packages.Package, initial, inT map[*packages.Package]bool) map[*packages.Package]bool {
	redo := make(map[*packages.Package]bool)
	for _, p := range order {
		if inT[p] && !initial[p] {
			redo[p] = true
			continue
		}
		for _, imp := range p.Imports {
			if redo[imp] {
				// p imports a package of T, so p is in T: initial, and
				// loaded from source.
				redo[p] = true
				break
			}
		}
	}
	return redo
}

// loadPartialImports reads the export data of the imports outside redo of
// the packages to complete from export data. Such a package was
// type-checked by nobody: go/packages gave complete types only to the
// direct imports of the packages it checked from source, so its imports
// outside T may be partial (holding only the objects some other export
// data referred to). This runs before any type-checking starts, since
// reading fills shared types.Package values in place.
func loadPartialImports(order []*packages.Package, redo map[*packages.Package]bool) {
	for _, p := range order {
		if !redo[p] || len(p.Syntax) > 0 {
			continue
		}
		for _, imp := range p.Imports {
			if !redo[imp] && (imp.Types == nil || !imp.Types.Complete()) {
				if err := loadExportData(imp); err != nil {
					p.Errors = append(p.Errors, packages.Error{Pos: "-", Msg: err.Error(), Kind: packages.UnknownError})
				}
			}
		}
	}
}

// checkInOrder type-checks the packages of redo in parallel, each when the
// last of its imports that is redone has been.
func checkInOrder(order []*packages.Package, redo map[*packages.Package]bool) {
	waiting := make(map[*packages.Package]*atomic.Int32, len(redo))
	importers := make(map[*packages.Package][]*packages.Package)
	var ready []*packages.Package
	for _, p := range order {
		if !redo[p] {
			continue
		}
		n := new(atomic.Int32)
		seen := make(map[*packages.Package]bool)
		for _, imp := range p.Imports {
			if redo[imp] && !seen[imp] {
				seen[imp] = true
				n.Add(1)
				importers[imp] = append(importers[imp], p)
			}
		}
		waiting[p] = n
		if n.Load() == 0 {
			ready = append(ready, p)
		}
	}

	cpu := make(chan struct{}, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	var start func(p *packages.Package)
	start = func(p *packages.Package) {
		wg.Go(func() {
			cpu <- struct{}{}
			check(p)
			<-cpu
			for _, up := range importers[p] {
				if waiting[up].Add(-1) == 0 {
					start(up)
				}
			}
		})
	}
	for _, p := range ready {
		start(p)
	}
	wg.Wait()
}

// check type-checks p from source with function bodies, parsing its files
// first if it has no syntax, against the current Types of its imports.
func check(p *packages.Package) {
	if len(p.Syntax) == 0 {
		parse(p)
		if len(p.Syntax) == 0 {
			// Nothing to type-check (parse recorded why): keep the
			// export-data types, which importers were checked against.
			p.IllTyped = true
			return
		}
	}
	pkg := types.NewPackage(p.PkgPath, p.Name)
	info := &types.Info{
		Types:        make(map[ast.Expr]types.TypeAndValue),
		Defs:         make(map[*ast.Ident]types.Object),
		Uses:         make(map[*ast.Ident]types.Object),
		Implicits:    make(map[ast.Node]types.Object),
		Instances:    make(map[*ast.Ident]types.Instance),
		Scopes:       make(map[ast.Node]*types.Scope),
		Selections:   make(map[*ast.SelectorExpr]*types.Selection),
		FileVersions: make(map[*ast.File]string),
	}
	var typeErrors []types.Error
	conf := &types.Config{
		Importer: importerFunc(func(path string) (*types.Package, error) {
			if path == "unsafe" {
				return types.Unsafe, nil
			}
			if imp := p.Imports[path]; imp != nil && imp.Types != nil {
				return imp.Types, nil
			}
			return nil, &noPackageError{path}
		}),
		Sizes: p.TypesSizes,
		Error: func(err error) {
			if te, ok := err.(types.Error); ok {
				typeErrors = append(typeErrors, te)
			}
		},
	}
	if p.Module != nil && p.Module.GoVersion != "" {
		conf.GoVersion = "go" + p.Module.GoVersion
	}
	_ = types.NewChecker(conf, p.Fset, pkg, info).Files(p.Syntax) // errors collected above

	// Keep the errors that are not the previous type errors, then add
	// the new ones.
	errs := p.Errors[:0:0]
	for _, e := range p.Errors {
		if e.Kind != packages.TypeError {
			errs = append(errs, e)
		}
	}
	for _, te := range typeErrors {
		errs = append(errs, packages.Error{
			Pos: te.Fset.Position(te.Pos).String(), Msg: te.Msg, Kind: packages.TypeError,
		})
	}
	p.Types, p.TypesInfo, p.TypeErrors, p.Errors = pkg, info, typeErrors, errs
	ill := len(errs) > 0
	for _, imp := range p.Imports {
		ill = ill || imp.IllTyped
	}
	p.IllTyped = ill
}

// loadExportData fills p.Types from p's export data, as go/packages does
// for a package it types from export data: the view given to the reader
// holds the Types of p's transitive imports, so that objects already
// created for them (by other export data) are reused, not duplicated.
func loadExportData(p *packages.Package) error {
	if p.PkgPath == "unsafe" {
		p.Types = types.Unsafe
		return nil
	}
	if p.ExportFile == "" {
		return fmt.Errorf("%s: no export data file", p.ID)
	}
	f, err := os.Open(p.ExportFile)
	if err != nil {
		return err
	}
	defer f.Close()
	r, err := gcexportdata.NewReader(bufio.NewReader(f))
	if err != nil {
		return fmt.Errorf("reading %s: %v", p.ExportFile, err)
	}
	view := make(map[string]*types.Package)
	seen := make(map[*packages.Package]bool)
	var visit func(imports map[string]*packages.Package)
	visit = func(imports map[string]*packages.Package) {
		for _, q := range imports {
			if !seen[q] {
				seen[q] = true
				if q.Types != nil {
					view[q.PkgPath] = q.Types
				}
				visit(q.Imports)
			}
		}
	}
	visit(p.Imports)
	if p.Types != nil {
		view[p.PkgPath] = p.Types
	}
	tpkg, err := gcexportdata.Read(r, p.Fset, view, p.PkgPath)
	if err != nil {
		return fmt.Errorf("reading %s: %v", p.ExportFile, err)
	}
	p.Types = tpkg
	return nil
}

// parse parses p's compiled Go files into its file set, as go/packages
// does for a package it loads from source, recording parse errors in
// p.Errors.
func parse(p *packages.Package) {
	files := make([]*ast.File, len(p.CompiledGoFiles))
	errs := make([]error, len(p.CompiledGoFiles))
	var wg sync.WaitGroup
	for i, name := range p.CompiledGoFiles {
		wg.Go(func() {
			files[i], errs[i] = parser.ParseFile(p.Fset, name, nil, parser.AllErrors|parser.ParseComments)
		})
	}
	wg.Wait()
	syntax := make([]*ast.File, 0, len(files))
	for i, f := range files {
		if f != nil {
			syntax = append(syntax, f)
		}
		switch err := errs[i].(type) {
		case nil:
		case scanner.ErrorList:
			for _, e := range err {
				p.Errors = append(p.Errors, packages.Error{Pos: e.Pos.String(), Msg: e.Msg, Kind: packages.ParseError})
			}
		case *os.PathError:
			p.Errors = append(p.Errors, packages.Error{Pos: err.Path + ":1", Msg: err.Err.Error(), Kind: packages.ParseError})
		default:
			p.Errors = append(p.Errors, packages.Error{Pos: p.CompiledGoFiles[i] + ":1", Msg: err.Error(), Kind: packages.ParseError})
		}
	}
	if len(p.CompiledGoFiles) == 0 && len(p.GoFiles) > 0 {
		p.Errors = append(p.Errors, packages.Error{Pos: "-", Msg: "sources missing for package " + p.ID, Kind: packages.ParseError})
	}
	p.Syntax = syntax
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

type noPackageError struct{ path string }

func (e *noPackageError) Error() string { return "no package for import " + e.path }
