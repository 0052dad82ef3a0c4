// Command factsize reports the size of the facts the clampvet analyzers
// write for a set of packages, for the benchmarks of bench/run.sh.
//
// It loads the packages with clampvet's own loader (internal/driver/load), runs
// the analyzers with the standalone checker, and encodes, for each
// package, the facts a go vet run of clampvet (unitchecker) would write in
// the package's facts file: the package's own facts, and the object facts
// it inherited on types, fields and methods (the rule of x/tools'
// internal/facts Set.Encode; package facts and facts on package-level
// functions and variables of imports are not re-exported). Each package's
// facts are gob-encoded in one stream, as unitchecker does, with the object
// identified by its objectpath. It prints one line:
//
//	facts-bytes=B facts=F packages=P max-package-bytes=M
//
// The standalone checker keeps facts in memory and writes none; the figure
// measures what the analyzers put in facts, independently of the driver,
// and is the quantity that must grow linearly with the size of an engine.
//
// Usage:
//
//	go run ./bench/factsize [-C dir] [-test=false] PACKAGES
package main

import (
	"bytes"
	"encoding/gob"
	"flag"
	"fmt"
	"go/types"
	"os"
	"reflect"
	"sort"

	"github.com/sema-agent/clampvet/analyzers"
	"github.com/sema-agent/clampvet/internal/driver/load"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/types/objectpath"
)

// gobFact is the record of one fact in a facts file (internal/facts).
type gobFact struct {
	PkgPath string
	Object  objectpath.Path
	Fact    analysis.Fact
}

func main() {
	dir := flag.String("C", "", "run in `dir`")
	tests := flag.Bool("test", true, "include test files and test variants")
	flag.Parse()
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: factsize [-C dir] [-test=false] PACKAGES")
		os.Exit(2)
	}
	res, err := load.Load(load.Config{Dir: *dir, Tests: *tests}, flag.Args())
	if err != nil {
		fmt.Fprintln(os.Stderr, "factsize:", err)
		os.Exit(1)
	}
	g, err := checker.Analyze(analyzers.Analyzers(), res.AnalysisRoots, nil)
	if err != nil {
		fmt.Fprintln(os.Stderr, "factsize:", err)
		os.Exit(1)
	}

	// The facts of each package, over every analyzer: one facts file.
	byPkg := make(map[*types.Package][]*checker.Action)
	for act := range g.All() {
		if act.Err == nil && act.Package.Types != nil && len(act.Analyzer.FactTypes) > 0 {
			byPkg[act.Package.Types] = append(byPkg[act.Package.Types], act)
		}
	}
	registered := make(map[reflect.Type]bool)
	var total, facts, largest int
	pkgs := 0
	for pkg, acts := range byPkg {
		var records []gobFact
		enc := new(objectpath.Encoder)
		for _, act := range acts {
			for _, f := range act.AllPackageFacts() {
				if f.Package == pkg {
					records = append(records, gobFact{PkgPath: pkg.Path(), Fact: f.Fact})
				}
			}
			for _, f := range act.AllObjectFacts() {
				obj := f.Object
				if obj.Pkg() != pkg {
					if _, isType := obj.(*types.TypeName); !isType && obj.Parent() == obj.Pkg().Scope() {
						continue // not re-exported: a package-level non-type object of an import
					}
				}
				path, err := enc.For(obj)
				if err != nil {
					continue // not reachable from the package's API: not written
				}
				records = append(records, gobFact{PkgPath: obj.Pkg().Path(), Object: path, Fact: f.Fact})
			}
		}
		if len(records) == 0 {
			continue
		}
		for _, r := range records {
			if t := reflect.TypeOf(r.Fact); !registered[t] {
				registered[t] = true
				gob.Register(r.Fact)
			}
		}
		// Sorted, so that the size does not depend on map order.
		sort.Slice(records, func(i, j int) bool {
			a, b := records[i], records[j]
			if a.PkgPath != b.PkgPath {
				return a.PkgPath < b.PkgPath
			}
			if a.Object != b.Object {
				return a.Object < b.Object
			}
			return reflect.TypeOf(a.Fact).String() < reflect.TypeOf(b.Fact).String()
		})
		var buf bytes.Buffer
		if err := gob.NewEncoder(&buf).Encode(records); err != nil {
			fmt.Fprintf(os.Stderr, "factsize: encoding the facts of %s: %v\n", pkg.Path(), err)
			os.Exit(1)
		}
		pkgs++
		facts += len(records)
		total += buf.Len()
		largest = max(largest, buf.Len())
	}
	fmt.Printf("facts-bytes=%d facts=%d packages=%d max-package-bytes=%d\n", total, facts, pkgs, largest)
}
