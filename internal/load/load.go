// Package load loads the packages a clampvet run analyzes, parsing and
// type-checking from source only the packages that can take part in the
// analysis and taking every other dependency from export data.
//
// The clampvet analyzers use facts, and a go/analysis driver that uses facts
// normally loads the whole import graph from source
// ([packages.LoadAllSyntax]): on large graphs that costs about five times
// the no-facts floor (NOTES-go-analysis.md, "Cost"). But a clampvet
// analyzer can only have something to say about a package that declares a
// role with a "//clampvet:" directive, or that imports, directly or not, a
// package that does: everywhere else every analyzer exits early without
// exporting a fact. [Load] therefore works in two phases:
//
//  1. a cheap listing of the import graph (names, files and imports, no
//     types, no syntax) finds the packages D whose Go files contain the
//     bytes "clampvet:", and T: D plus every package of the graph that
//     imports one of them, directly or not;
//  2. a [packages.LoadSyntax] load of the user's patterns plus the import
//     paths of T. Patterns are loaded from source with syntax and types;
//     every other package comes from export data, which costs what a
//     no-facts driver costs.
//
// Only the packages matched by the user's patterns (and their test
// variants) are returned as roots to analyze. No fact is lost: a fact can
// only be exported by a package in T, every package of T reachable from a
// root is loaded from source, and a package outside T imports no package
// of T (T is closed under "is imported by"), so it never needs a fact.
// Test variants of T packages ("m [p.test]") are loaded from source too:
// go/packages loads from source every package that imports one that is,
// but without function bodies, since they are not patterns; [Load]
// type-checks them again with bodies (see recheckBodies).
//
// [Mode] Full keeps the plain LoadAllSyntax path for comparisons and
// benchmarks; it is also the path taken when the patterns name .go files,
// which the go command does not let us mix with import paths.
package load

import (
	"bytes"
	"errors"
	"fmt"
	"go/ast"
	"go/types"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"golang.org/x/tools/go/packages"
)

// Marker is the byte string whose presence in a Go file makes its package
// take part in the analysis. Every directive the analyzers read, and every
// misspelling of one they report ("// clampvet:x"), contains it.
const Marker = "clampvet:"

// Mode selects the loading strategy.
type Mode int

const (
	// Selective loads from source only the packages that can take part
	// (see the package documentation). It is the default.
	Selective Mode = iota
	// Full loads every package of the graph from source, as any
	// go/analysis driver with facts does. It exists to compare and
	// benchmark against Selective.
	Full
)

// String returns the name of the mode as the -load flag spells it.
func (m Mode) String() string {
	switch m {
	case Selective:
		return "selective"
	case Full:
		return "full"
	}
	return fmt.Sprintf("Mode(%d)", int(m))
}

// ParseMode parses the spelling of a mode used by the -load flag and the
// CLAMPVET_LOAD environment variable ("selective" or "full").
func ParseMode(s string) (Mode, error) {
	switch s {
	case "selective", "":
		return Selective, nil
	case "full":
		return Full, nil
	}
	return 0, fmt.Errorf("unknown load mode %q: want selective or full", s)
}

// Config says how to load.
type Config struct {
	// Dir is the directory the go command runs in ("" for the current
	// directory). Relative patterns are relative to it.
	Dir string
	// Env is the environment of the go command (nil for os.Environ()).
	Env []string
	// BuildFlags are passed to the go command (e.g. "-tags=x").
	BuildFlags []string
	// Tests includes test files and test variants of the packages matched
	// by the patterns.
	Tests bool
	// Mode is the loading strategy.
	Mode Mode
}

// Result is a loaded program.
type Result struct {
	// Roots are the packages to analyze: those matched by the user's
	// patterns, and their test variants when Config.Tests is set. The
	// rest of the program is reachable through their Imports.
	Roots []*packages.Package

	// Graph is the number of packages in the listed import graph of the
	// patterns (test variants included), Marked the number whose files
	// contain [Marker] and Participating the size of T (see the package
	// documentation). In Full mode only Graph is set.
	Graph, Marked, Participating int
	// ExtraPatterns are the import paths of T added to the user's
	// patterns in the second phase, sorted.
	ExtraPatterns []string
	// Rechecked are the IDs of the packages type-checked a second time
	// with function bodies (see recheckBodies), sorted.
	Rechecked []string

	// List, Scan and Syntax are the durations of the listing, the scan
	// of the files for the marker, and the load with types and syntax
	// (in Full mode, Syntax only).
	List, Scan, Syntax time.Duration
}

// Load loads the packages matched by patterns. It returns an error only
// when the go command or go/packages fails as a whole or the patterns
// match no package; errors in individual packages (including type errors)
// are recorded in their Errors, as go/packages does.
func Load(cfg Config, patterns []string) (*Result, error) {
	if len(patterns) == 0 {
		return nil, errors.New("no package patterns")
	}
	if cfg.Mode == Full || namesFiles(patterns) {
		// The go command cannot mix named .go files with package
		// patterns, so the import paths of T cannot be added to them:
		// files are loaded in full.
		t0 := time.Now()
		roots, err := load(cfg, packages.LoadAllSyntax|packages.NeedModule, patterns)
		if err != nil {
			return nil, err
		}
		roots = dropTestMains(roots)
		return &Result{Roots: roots, Graph: countGraph(roots), Syntax: time.Since(t0)}, nil
	}

	// Phase 1: the import graph, with file names, but neither types nor
	// syntax: one "go list -deps" that compiles nothing.
	t0 := time.Now()
	listed, err := load(cfg, packages.NeedName|packages.NeedFiles|packages.NeedImports|
		packages.NeedDeps|packages.NeedModule, patterns)
	if err != nil {
		return nil, err
	}
	rootIDs := make(map[string]bool, len(listed))
	rootPaths := make(map[string]bool, len(listed))
	for _, p := range listed {
		rootIDs[p.ID] = true
		rootPaths[p.PkgPath] = true
	}
	t1 := time.Now()
	sel := selectParticipants(listed, isStdFunc(cfg), rootPaths)
	t2 := time.Now()

	// Phase 2: the patterns and the import paths of T, from source.
	all := append(slices.Clip(patterns), sel.paths...)
	loaded, err := load(cfg, packages.LoadSyntax|packages.NeedModule, all)
	if err != nil {
		return nil, err
	}
	var roots []*packages.Package
	for _, p := range loaded {
		if rootIDs[p.ID] {
			roots = append(roots, p)
		}
	}
	roots = dropTestMains(roots)
	initial := make(map[*packages.Package]bool, len(loaded))
	for _, p := range loaded {
		initial[p] = true
	}
	rechecked := recheckBodies(roots, initial, sel.ids)
	if len(roots) == 0 {
		// The listing and the load disagree: the tree changed under us.
		return nil, fmt.Errorf("%s: the packages listed in the first phase were not loaded in the second", strings.Join(patterns, " "))
	}
	return &Result{
		Roots:         roots,
		Rechecked:     rechecked,
		Graph:         sel.graph,
		Marked:        sel.marked,
		Participating: sel.participating,
		ExtraPatterns: sel.paths,
		List:          t1.Sub(t0),
		Scan:          t2.Sub(t1),
		Syntax:        time.Since(t2),
	}, nil
}

// namesFiles reports whether the patterns name .go files (an ad hoc
// "command-line-arguments" package) rather than packages.
func namesFiles(patterns []string) bool {
	for _, p := range patterns {
		if strings.HasSuffix(p, ".go") {
			return true
		}
	}
	return false
}

func load(cfg Config, mode packages.LoadMode, patterns []string) ([]*packages.Package, error) {
	pcfg := &packages.Config{
		Mode:       mode,
		Dir:        cfg.Dir,
		Env:        cfg.Env,
		BuildFlags: cfg.BuildFlags,
		Tests:      cfg.Tests,
	}
	pkgs, err := packages.Load(pcfg, patterns...)
	if err == nil && len(pkgs) == 0 {
		err = fmt.Errorf("%s matched no packages", strings.Join(patterns, " "))
	}
	return pkgs, err
}

// selection is what phase 1 decides.
type selection struct {
	paths                        []string        // import paths of T to add as patterns
	ids                          map[string]bool // IDs of the packages of T
	graph, marked, participating int
}

// selectParticipants finds, in the graph of roots, the packages whose files
// contain Marker (D) and those that import one of them (T).
// The import paths of rootPaths are patterns already and are not added.
func selectParticipants(roots []*packages.Package, isStd func(*packages.Package) bool, rootPaths map[string]bool) selection {
	var all []*packages.Package
	packages.Visit(roots, nil, func(p *packages.Package) { all = append(all, p) })

	// Reading files is the only real cost of phase 1: do it in parallel,
	// bounded, since a large graph has tens of thousands of files.
	marked := make(map[*packages.Package]bool)
	var mu sync.Mutex
	var wg sync.WaitGroup
	sem := make(chan struct{}, 8)
	for _, p := range all {
		// The standard library cannot take part: it contains no
		// "//clampvet:" directive and imports nothing outside itself, so
		// it can neither declare a role nor import a package that does.
		// Skipping it saves reading thousands of files on every run.
		if isStd(p) {
			continue
		}
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			if mentions(p.GoFiles) {
				mu.Lock()
				marked[p] = true
				mu.Unlock()
			}
		}()
	}
	wg.Wait()

	// T: a package takes part if it is marked or imports one that takes
	// part. Memoized depth-first search; go/packages graphs are acyclic.
	inT := make(map[*packages.Package]bool)
	done := make(map[*packages.Package]bool)
	var visit func(p *packages.Package) bool
	visit = func(p *packages.Package) bool {
		if done[p] {
			return inT[p]
		}
		done[p] = true
		in := marked[p]
		for _, imp := range p.Imports {
			if visit(imp) {
				in = true
			}
		}
		inT[p] = in
		return in
	}
	paths := make(map[string]bool)
	for _, p := range all {
		if visit(p) && importable(p) && !rootPaths[p.PkgPath] {
			paths[p.PkgPath] = true
		}
	}
	sel := selection{graph: len(all), marked: len(marked), ids: make(map[string]bool)}
	for _, p := range all {
		if inT[p] {
			sel.ids[p.ID] = true
		}
	}
	sel.participating = len(sel.ids)
	for path := range paths {
		sel.paths = append(sel.paths, path)
	}
	sort.Strings(sel.paths)
	return sel
}

// importable reports whether p's import path can be given to the go
// command as a pattern that names p itself or the package p is a test
// variant of ("m [p.test]" has the import path m). External test packages
// ("p_test [p.test]") and test mains ("p.test") cannot, and need not: they
// are only ever built for a root, which is already a pattern.
func importable(p *packages.Package) bool {
	if p.PkgPath == "" || strings.HasSuffix(p.PkgPath, ".test") || strings.HasSuffix(p.PkgPath, "_test") {
		return false
	}
	return p.ID == p.PkgPath || strings.HasPrefix(p.ID, p.PkgPath+" [")
}

// mentions reports whether any of the files contains Marker. An unreadable
// file counts as a mention: the second phase then loads the package from
// source and reports the problem, instead of the scan hiding it.
func mentions(files []string) bool {
	marker := []byte(Marker)
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil || bytes.Contains(data, marker) {
			return true
		}
	}
	return false
}

// isStdFunc returns a predicate for packages of the standard library: no
// module, and files under GOROOT/src. If GOROOT cannot be found, nothing is
// taken for the standard library and it is scanned like any package
// (slower, never wrong).
func isStdFunc(cfg Config) func(*packages.Package) bool {
	src := ""
	cmd := exec.Command("go", "env", "GOROOT")
	cmd.Dir = cfg.Dir
	cmd.Env = cfg.Env
	if out, err := cmd.Output(); err == nil {
		if root := strings.TrimSpace(string(out)); root != "" {
			src = filepath.Join(root, "src") + string(filepath.Separator)
		}
	}
	return func(p *packages.Package) bool {
		if src == "" || p.Module != nil || len(p.GoFiles) == 0 {
			return false
		}
		for _, f := range p.GoFiles {
			if !strings.HasPrefix(f, src) {
				return false
			}
		}
		return true
	}
}

// recheckBodies type-checks again, function bodies included, the packages
// of T (inT: their IDs) that go/packages loaded from source without being
// patterns, and every package that imports one of them.
//
// Such packages exist only with tests: when a root p has in-package test
// files, go list recompiles for p's test every package m of the test that
// imports p, as the variant "m [p.test]". A variant is never a pattern (it
// is not one even when m is), but go/packages loads it from source because
// it imports a source package — with IgnoreFuncBodies, as it does for
// every source package that is not a pattern. A fact that depends on
// function bodies (a func calls a carrier) would then be lost for the
// external test "p_test [p.test]" that imports it: the test of the package
// documentation pins that case. Variants outside T are left alone: no
// analyzer has anything to say about them (the standard library has
// hundreds). The packages above a rechecked one are rechecked too, so that every object they refer to is the one the
// analysis exports facts on.
//
// Type-checking is deterministic and the syntax is the same, so a package
// that type-checked before type-checks again; its TypeErrors are replaced
// by the new ones, its Errors are kept. The returned IDs are sorted.
func recheckBodies(roots []*packages.Package, initial map[*packages.Package]bool, inT map[string]bool) []string {
	var order []*packages.Package // dependencies first
	packages.Visit(roots, nil, func(p *packages.Package) { order = append(order, p) })
	redo := make(map[*packages.Package]bool)
	for _, p := range order {
		if len(p.Syntax) > 0 && p.TypesInfo != nil && !initial[p] && inT[p.ID] {
			redo[p] = true
			continue
		}
		for _, imp := range p.Imports {
			if redo[imp] && len(p.Syntax) > 0 {
				redo[p] = true
				break
			}
		}
	}
	if len(redo) == 0 {
		return nil
	}
	var ids []string
	for _, p := range order {
		if !redo[p] {
			continue
		}
		ids = append(ids, p.ID)
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
				return nil, fmt.Errorf("no package for import %q", path)
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
		p.Types, p.TypesInfo, p.TypeErrors = pkg, info, typeErrors
		if len(typeErrors) > 0 && !p.IllTyped {
			p.IllTyped = true
			for _, te := range typeErrors {
				p.Errors = append(p.Errors, packages.Error{
					Pos: te.Fset.Position(te.Pos).String(), Msg: te.Msg, Kind: packages.TypeError,
				})
			}
		}
	}
	sort.Strings(ids)
	return ids
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

// dropTestMains removes the generated test mains ("p.test", package main
// in a file of the build cache) from roots: go vet does not analyze them,
// and a finding there would point into the build cache, where no one can
// act on it. A package whose path merely ends in ".test" is kept: a test
// main is recognized by the package it tests being a root too.
func dropTestMains(roots []*packages.Package) []*packages.Package {
	paths := make(map[string]bool, len(roots))
	for _, p := range roots {
		paths[p.PkgPath] = true
	}
	return slices.DeleteFunc(roots, func(p *packages.Package) bool {
		base, ok := strings.CutSuffix(p.ID, ".test")
		return ok && p.Name == "main" && paths[base]
	})
}

func countGraph(roots []*packages.Package) int {
	n := 0
	packages.Visit(roots, nil, func(*packages.Package) { n++ })
	return n
}
