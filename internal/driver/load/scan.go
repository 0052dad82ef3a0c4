package load

import (
	"go/types"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/sema-agent/clampvet/internal/dataflow/flow"
	"github.com/sema-agent/clampvet/internal/directive"
	"golang.org/x/tools/go/packages"
)

// selection is what the scan decides.
type selection struct {
	inT           map[*packages.Package]bool // the packages of T
	graph, marked int
}

// selectParticipants finds, in the graph of roots, the packages that
// mention [directive.Marker] (D) and those that import one of them (T).
func selectParticipants(roots []*packages.Package, sc *markScanner) selection {
	var all []*packages.Package
	packages.Visit(roots, nil, func(p *packages.Package) { all = append(all, p) })
	isStd := stdPredicate(all)

	// Scanning is the only real cost of this step: do it in parallel.
	// Reading a file of the page cache is a system call and a copy, so a
	// few more workers than CPUs keep the CPUs busy.
	var todo []*packages.Package
	for _, p := range all {
		// The standard library cannot take part: it contains no
		// clampvet directive and imports nothing outside itself, so
		// it can neither declare a role nor import a package that does.
		// Skipping it saves reading thousands of files on every run.
		if !isStd(p) {
			todo = append(todo, p)
		}
	}
	marks := make([]bool, len(todo))
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(len(todo), 2*runtime.GOMAXPROCS(0)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var buf []byte
			for {
				i := int(next.Add(1)) - 1
				if i >= len(todo) {
					return
				}
				marks[i], buf = sc.mentions(todo[i], buf)
			}
		}()
	}
	wg.Wait()
	marked := make(map[*packages.Package]bool)
	for i, p := range todo {
		if marks[i] {
			marked[p] = true
		}
	}

	// T: a package takes part if it is marked or imports one that takes
	// part. Memoized depth-first search; go/packages graphs are acyclic.
	sel := selection{graph: len(all), marked: len(marked), inT: make(map[*packages.Package]bool)}
	if len(marked) == 0 {
		return sel
	}
	done := make(map[*packages.Package]bool)
	var visit func(p *packages.Package) bool
	visit = func(p *packages.Package) bool {
		if done[p] {
			return sel.inT[p]
		}
		done[p] = true
		in := marked[p]
		for _, imp := range p.Imports {
			if visit(imp) {
				in = true
			}
		}
		if in {
			sel.inT[p] = true
		}
		return in
	}
	for _, p := range all {
		visit(p)
	}
	addListHelpers(sel.inT)
	return sel
}

// addListHelpers adds to inT the packages of the main module that a
// package of T imports, directly or through another such package, and
// that declare a list helper (an exported
// function or method with a parameter holding a slice or a map): they take
// no part, but the dataflow reads what such a helper, handed a carried
// seat's value, writes into it, as it does under go vet, which analyzes
// every package. A package without one stays out, from export data.
func addListHelpers(inT map[*packages.Package]bool) {
	var work []*packages.Package
	for p := range inT {
		work = append(work, p)
	}
	for len(work) > 0 {
		p := work[len(work)-1]
		work = work[:len(work)-1]
		for _, imp := range p.Imports {
			if !inT[imp] && imp.Module != nil && imp.Module.Main && hasListHelper(imp.Types) {
				inT[imp] = true
				work = append(work, imp) // a helper's own helpers, as go vet reads them
			}
		}
	}
}

// hasListHelper reports whether pkg declares an exported function, or an
// exported method, with a parameter (the receiver included) that holds a
// slice or a map.
func hasListHelper(pkg *types.Package) bool {
	if pkg == nil {
		return false
	}
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		switch obj := scope.Lookup(name).(type) {
		case *types.Func:
			if obj.Exported() && flow.HoldsListParam(obj.Signature()) {
				return true
			}
		case *types.TypeName:
			if named, ok := types.Unalias(obj.Type()).(*types.Named); ok {
				for m := range named.Methods() {
					if m.Exported() && flow.HoldsListParam(m.Signature()) {
						return true
					}
				}
			}
		}
	}
	return false
}

// stdPredicate returns a predicate for the packages of the standard
// library in the graph all: no module, and files under GOROOT/src, where
// GOROOT is where the graph's package "runtime" lives. (Asking the go
// command would cost a process on every run.) A graph without the runtime
// hardly reaches the standard library at all: then nothing is taken for
// it, and every package is scanned (slower, never wrong).
func stdPredicate(all []*packages.Package) func(*packages.Package) bool {
	src := ""
	for _, p := range all {
		if p.PkgPath == "runtime" && p.Module == nil && len(p.GoFiles) > 0 {
			if dir, ok := strings.CutSuffix(filepath.Dir(p.GoFiles[0]), string(filepath.Separator)+"runtime"); ok {
				src = dir + string(filepath.Separator)
			}
			break
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

// A markScanner decides whether a package mentions the marker.
type markScanner struct {
	cache *scanCache // nil when the cache is off or unusable

	scanned, cached, syntax atomic.Int64 // counts for Result
}

func newScanner(cfg Config) *markScanner {
	return &markScanner{cache: openScanCache(cfg.ScanCache)}
}

// save writes what the scan added to the cache.
func (sc *markScanner) save() {
	if sc.cache != nil {
		sc.cache.save()
	}
}

// mentions reports whether p mentions the marker. buf is a reusable read
// buffer; the grown buffer is returned with the answer.
//
// A package loaded from source is judged as the analyzers judge it
// ([directive.FilesMention]): by the comments of its syntax, which is
// already in memory, and by its build-excluded files. Any other package is
// judged by the bytes of its Go files, build-excluded ones included
// ([directive.SourceMentions]), which may be in the scan cache when the
// package lives in the module cache.
func (sc *markScanner) mentions(p *packages.Package, buf []byte) (bool, []byte) {
	if len(p.Syntax) > 0 {
		sc.syntax.Add(1)
		return directive.FilesMention(p.Syntax, p.IgnoredFiles, os.ReadFile), buf
	}
	files := sourceFiles(p)
	if sc.cache != nil {
		if m := sc.cache.module(p); m != nil {
			return m.mentions(sc, files, buf)
		}
	}
	for _, name := range files {
		var hit bool
		hit, buf = sc.fileMentions(name, buf)
		if hit {
			return true, buf
		}
	}
	return false, buf
}

// sourceFiles returns the Go files of p, those its build excludes
// included: a role declared in an excluded file is a finding.
func sourceFiles(p *packages.Package) []string {
	files := p.GoFiles
	for _, name := range p.IgnoredFiles {
		if strings.HasSuffix(name, ".go") {
			if len(files) == len(p.GoFiles) {
				files = slices.Clone(files)
			}
			files = append(files, name)
		}
	}
	return files
}

// fileMentions reports whether the named file mentions the marker
// ([directive.SourceMentions]). An unreadable file counts as a mention:
// completion then loads the package from source and reports the problem,
// instead of the scan hiding it.
func (sc *markScanner) fileMentions(name string, buf []byte) (bool, []byte) {
	sc.scanned.Add(1)
	f, err := os.Open(name)
	if err != nil {
		return true, buf
	}
	defer f.Close()
	buf = buf[:0]
	if st, err := f.Stat(); err == nil && int64(cap(buf)) < st.Size()+1 {
		buf = make([]byte, 0, st.Size()+512)
	}
	for {
		if len(buf) == cap(buf) {
			buf = append(buf, 0)[:len(buf)]
		}
		n, err := f.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		if err == io.EOF {
			break
		}
		if err != nil {
			return true, buf
		}
	}
	return directive.SourceMentions(buf), buf
}
