// Package load loads the packages a clampvet run analyzes, parsing and
// type-checking from source only the packages that can take part in the
// analysis and taking every other dependency from export data.
//
// The clampvet analyzers use facts, and a go/analysis driver that uses facts
// normally loads the whole import graph from source
// ([packages.LoadAllSyntax]): on large graphs that costs about five times
// the no-facts floor (docs/go-analysis-notes.md, "Cost"). But a clampvet
// analyzer can only have something to say about a package that declares a
// role with a "//clampvet:" directive, or that imports, directly or not, a
// package that does: everywhere else every analyzer exits early without
// exporting a fact. [Load] therefore works in three steps:
//
//  1. one [packages.LoadSyntax] load of the user's patterns: the load a
//     driver without facts does. The patterns come from source, with
//     syntax and types; every dependency comes from export data, but the
//     loaded graph still names every package's files, imports and module;
//  2. a scan of that graph for the packages D that mention
//     [directive.Marker] (see scan.go: the comments of the packages that
//     have syntax, the files of the others, and the files every package's
//     build excludes, with a cache for the immutable module cache), and T: D
//     plus every package of the graph that imports one of them, directly
//     or not;
//  3. completion (see complete.go): the packages of T that are not
//     patterns are parsed and type-checked from source, function bodies
//     included, and every package above them is type-checked again
//     against them. A graph where no package mentions the marker — any
//     code base that does not use clampvet — stops after step 2 and has
//     cost one load, the floor's.
//
// Only the packages matched by the user's patterns (and their test
// variants) are returned as roots to analyze. No fact is lost: a fact can
// only be exported by a package in T, every package of T reachable from a
// root ends up with syntax and types checked from source, and a package
// outside T imports no package of T (T is closed under "is imported by"),
// so it never needs a fact and its export-data types never refer to an
// object that completion replaced.
//
// Everything above rests on one contract, the early exit every clampvet
// analyzer has (docs/DESIGN.md): an analyzer that declares facts takes
// part only where [directive.PassMentions] is true, and the scan's test
// is the same ([directive.FilesMention] on syntax) or wider
// ([directive.SourceMentions] on bytes), so T holds every package an
// analyzer can report in. In a package outside T it exports no fact
// and reports nothing. So the checker is given only what can matter (see
// [Result].AnalysisRoots): imports outside T are cut from the graph, and
// when every analyzer declares facts, the roots outside T are left out
// too; an analyzer without facts (which clampvet does not have, but a
// test suite may) still runs on every root.
//
// [Mode] Full keeps the plain LoadAllSyntax path for comparisons and
// benchmarks. When no analyzer declares facts ([Config].Analyzers), step 1
// is all there is, as in any go/analysis driver without facts.
package load

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
)

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
	// Analyzers are the analyzers the caller will give the result to, if
	// known. If none of them (nor any analyzer they require) declares a
	// fact type, no dependency is ever analyzed: in Selective mode the
	// patterns are loaded from source, every dependency from export data,
	// and nothing is scanned or completed. If every one of them declares
	// facts, Result.AnalysisRoots leaves out the roots outside T. Nil means
	// unknown: the analyzers are taken to use facts, and every root is
	// kept.
	Analyzers []*analysis.Analyzer
	// ScanCache is the directory of the marker-scan cache of module-cache
	// packages (see cache.go). "" means $CLAMPVET_CACHE if set, else
	// clampvet/ under [os.UserCacheDir]; "off" disables the cache.
	ScanCache string
}

// usesFacts reports whether any of the analyzers, or any analyzer they
// require, declares a fact type: the question a go/analysis driver asks to
// decide whether dependencies must be analyzed too.
func usesFacts(analyzers []*analysis.Analyzer) bool {
	seen := make(map[*analysis.Analyzer]bool)
	var uses func(as []*analysis.Analyzer) bool
	uses = func(as []*analysis.Analyzer) bool {
		for _, a := range as {
			if seen[a] {
				continue
			}
			seen[a] = true
			if len(a.FactTypes) > 0 || uses(a.Requires) {
				return true
			}
		}
		return false
	}
	return uses(analyzers)
}

// allDeclareFacts reports whether every analyzer of a non-empty list
// declares a fact type, itself or through an analyzer it requires (the
// clampvet analyzers learn whether a package takes part from the required
// role model, whose facts are what the selection of T follows).
func allDeclareFacts(analyzers []*analysis.Analyzer) bool {
	for _, a := range analyzers {
		if !usesFacts([]*analysis.Analyzer{a}) {
			return false
		}
	}
	return len(analyzers) > 0
}

// Result is a loaded program.
type Result struct {
	// Roots are the packages to analyze: those matched by the user's
	// patterns, and their test variants when Config.Tests is set. The
	// rest of the program is reachable through their Imports.
	Roots []*packages.Package

	// AnalysisRoots are the packages to give the go/analysis checker in
	// place of Roots. In Selective mode with facts, they are shallow
	// copies of Roots in which, at every level, Imports keep only the
	// packages of T and those that do not type-check (also copied); when
	// every analyzer of Config.Analyzers declares facts, the other roots
	// are left out too (there may then be none). Otherwise they are Roots
	// itself.
	//
	// The checker runs an analyzer with facts on every package it can
	// reach through Imports, and on a large graph the bookkeeping of
	// thousands of actions that exit early (goroutines, fact maps) costs
	// more than the analyzers; and on the roots of a corpus that does not
	// use clampvet, the early exits themselves (every comment looked at
	// three times) cost several percent of the run. By the contract of
	// the package documentation, nothing is lost. The copies share
	// everything with the originals (syntax, types, errors) except
	// Imports; Roots keeps the whole graph, for reporting load errors.
	AnalysisRoots []*packages.Package

	// Graph is the number of packages in the loaded import graph of the
	// roots (test variants included), Marked the number that mention
	// [directive.Marker] and Participating the size of T (see the package
	// documentation). Only Graph is set in Full mode and without facts.
	Graph, Marked, Participating int
	// ScannedFiles is the number of files read by the scan, CachedFiles
	// the number whose answer came from the scan cache, and
	// SyntaxPackages the number of packages scanned in their comments
	// (they had syntax already).
	ScannedFiles, CachedFiles, SyntaxPackages int

	// Completed are the IDs of the packages of T that the load took from
	// export data and completion parsed and type-checked from source,
	// sorted. Rechecked are the IDs of the packages that had syntax and
	// were type-checked again: with bodies, or against completed
	// imports (see complete.go), sorted.
	Completed, Rechecked []string

	// Load, Scan and Complete are the durations of the three steps (in
	// Full mode and without facts, Load only).
	Load, Scan, Complete time.Duration
}

// Load loads the packages matched by patterns. It returns an error only
// when the go command or go/packages fails as a whole or the patterns
// match no package; errors in individual packages (including type errors)
// are recorded in their Errors, as go/packages does.
func Load(cfg Config, patterns []string) (*Result, error) {
	if len(patterns) == 0 {
		return nil, errors.New("no package patterns")
	}
	// NeedExportFile costs nothing (go list reports the export file for
	// LoadSyntax anyway) and lets completion read export data.
	mode := packages.LoadSyntax | packages.NeedModule | packages.NeedExportFile
	if cfg.Mode == Full {
		mode = packages.LoadAllSyntax | packages.NeedModule
	}
	t0 := time.Now()
	loaded, err := load(cfg, mode, patterns)
	if err != nil {
		return nil, err
	}
	roots := dropTestMains(slices.Clone(loaded))
	analyzeDespiteCompileErrors(roots)
	res := &Result{Roots: roots, AnalysisRoots: roots, Load: time.Since(t0)}
	if cfg.Mode == Full || (cfg.Analyzers != nil && !usesFacts(cfg.Analyzers)) {
		res.Graph = countGraph(roots)
		return res, nil
	}

	t1 := time.Now()
	sc := newScanner(cfg)
	sel := selectParticipants(roots, sc)
	sc.save()
	res.Graph, res.Marked, res.Participating = sel.graph, sel.marked, len(sel.inT)
	res.ScannedFiles, res.CachedFiles, res.SyntaxPackages = int(sc.scanned.Load()), int(sc.cached.Load()), int(sc.syntax.Load())
	t2 := time.Now()
	res.Scan = t2.Sub(t1)

	if len(sel.inT) > 0 {
		initial := make(map[*packages.Package]bool, len(loaded))
		for _, p := range loaded {
			initial[p] = true
		}
		res.Completed, res.Rechecked = complete(roots, initial, sel.inT)
	}
	// A package that does not type-check is kept too: the checker gives
	// each of its actions the error "analysis skipped due to errors in
	// package" (and "failed prerequisites" above it), which the outputs
	// report as they did when it ran on the whole graph.
	keep := func(p *packages.Package) bool { return sel.inT[p] || p.IllTyped }
	analyzed := roots
	if allDeclareFacts(cfg.Analyzers) {
		analyzed = slices.DeleteFunc(slices.Clone(roots), func(p *packages.Package) bool { return !keep(p) })
	}
	res.AnalysisRoots = restrict(analyzed, keep)
	res.Complete = time.Since(t2)
	return res, nil
}

// restrict returns copies of roots in which, at every level, Imports keep
// only the packages for which keep is true (see Result.AnalysisRoots).
func restrict(roots []*packages.Package, keep func(*packages.Package) bool) []*packages.Package {
	copies := make(map[*packages.Package]*packages.Package)
	var cp func(p *packages.Package) *packages.Package
	cp = func(p *packages.Package) *packages.Package {
		if c, ok := copies[p]; ok {
			return c
		}
		c := new(packages.Package)
		*c = *p
		c.Imports = nil
		for path, imp := range p.Imports {
			if keep(imp) {
				if c.Imports == nil {
					c.Imports = make(map[string]*packages.Package)
				}
				c.Imports[path] = cp(imp)
			}
		}
		copies[p] = c
		return c
	}
	out := make([]*packages.Package, len(roots))
	for i, p := range roots {
		out[i] = cp(p)
	}
	return out
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
