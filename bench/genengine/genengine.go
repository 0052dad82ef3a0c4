// Package genengine writes synthetic engine modules for clampvet's scale
// benchmarks and negative tests: a module with its own clamp-seat machinery
// (carrier, seat list, tighten function, not-carried table), N child-spec
// constructors spread over P packages, and a wiring package whose registry
// names every constructor.
//
// # What a generated engine holds
//
//	go.mod                      module example.com/genengine, go 1.26, no requires
//	genengine.txt               the configuration that produced the tree
//	clamp/                      Source (S seats), SeatNames, Spec (S seats + 3),
//	                            NotCarried, Tighten, Run, Clamps, Carry
//	sources/                    funcs returning a whole clamp.Source literal
//	legs/l1/p0000/ ...          constructor packages, layer 1 (imported by wiring)
//	legs/l2/p0017/ ...          layer 2 (imported by one layer-1 package), and so on
//	runner/                     the spawn sink Spawn (//clampvet:spawn), Start (its
//	                            callers owe it a clean spec) and RootSpec (//clampvet:root)
//	wiring/                     //clampvet:registry with N rows; All() imports layer 1;
//	                            Run() starts a root run and every constructor's lane
//	cmd/engine/                 a main that runs every constructor, so nothing is dead
//
// The engine defines its own carrier rather than importing the policy
// module, so that the number of seats S can vary (1 to 64) and the module
// builds with GOPROXY=off and no replace directive. No generated Go file
// carries a "Code generated ... DO NOT EDIT." header: analyzers may skip
// such files, and the benchmark must measure clampvet on code it reads.
//
// # Seats
//
// Seat i (1-based) has one of four types in turn, so every kind of tighten
// semantics appears: bool (true restricts: ReadOnlyNN), the named string
// type Face (FaceRoots restricts: FaceNN), a slice of the struct DenyEntry
// (add-only: DenyNN) and int (a budget, the smaller positive wins:
// BudgetNN). Spec adds three governed fields that are not carried and are
// listed in NotCarried with a reason: Posture, MaxTurns, AllowedTools.
//
// # Constructors
//
// Constructor k has one of four declaration shapes in turn: a plain func, a
// method with a pointer receiver, a method with a value receiver, and a
// package-level var bound to a func literal (the only shapes clampvet can
// read). Independently (period 5, so every 20 constructors hold every
// pair), it has one of five bodies, the shapes the flow-sensitive rules
// (the clamps reach the constructor's output after every write of a
// carried seat; every carrier argument is a whole source) read
// differently, all of them correct:
//
//   - direct: its own values on a fresh Spec (one seat stated stricter,
//     sometimes tightened with a headless posture), a keyed clamp.Source
//     literal naming every seat (from the parent, or an explicit zero for a
//     lane that carries nothing), clamp.Carry(src).Apply(&spec); every
//     other one tightens again after the clamps;
//   - helper source: the same, with the source returned by a func of
//     package sources (another package, so its "every return is a whole
//     source" summary crosses an import); every other one writes a
//     not-carried field after the clamps;
//   - in-place applier (NameClamps(run *clamp.Run, spec *clamp.Spec), the
//     example engine's workflowChildClamps): states one seat stricter
//     through the pointer, then applies the clamps in place; every other
//     one takes its source as a parameter instead
//     (NameClamps(src clamp.Source, spec *clamp.Spec)), so its callers owe
//     it a whole source (a func-literal var too: called by name, its
//     literal is as checkable as a func declaration);
//   - clamp producer (NameClamps(...) clamp.Clamps): returns the carrier's
//     result for its caller to apply, from the parent or, every other one,
//     from a source parameter;
//   - error path (NameChecked(parent) (clamp.Spec, error)): a zero spec and
//     an error for a parent it refuses, a path that needs no clamps; every
//     other one has a second such path after the clamps.
//
// The last three are registered under their own name and called by an
// unregistered builder Name(parent clamp.Spec) clamp.Spec of the same
// package that states the leg's own values, applies what a producer
// returns, and passes a keyed literal to a source parameter. A constructor
// that carries an injected mistake keeps the direct body. A package's
// constructors fill files of Config.PerFile constructors each; each package
// also has doc.go with a Children func that returns its constructors (or
// their builders) and its imports' Children, so every import is used and
// nothing is dead.
//
// # Spawn sinks and roots (the census)
//
// Each constructor package's doc.go has a Spawn(parent) func that starts
// one child run per constructor of the package, through runner.Start, with
// the constructor's (or its builder's) result, then its imports' Spawn:
// every constructor's output reaches the sink through an obligation that
// crosses packages, so the census follows N specs. The wiring package's
// Run starts a root run from runner.RootSpec and passes the root spec to
// layer 1 as the parent.
//
// # Layers: a tree, and why
//
// The P constructor packages are dealt evenly into Config.Layers layers.
// The wiring package imports every layer-1 package; the j-th package of
// layer k+1 is imported by exactly one package of layer k (the (j mod
// |layer k|)-th). The import graph of the constructor packages is therefore
// a forest with fan-in 1 and depth Layers, so with Layers ≥ 2 some
// constructor packages are reached from the wiring package only
// transitively — the case where go vet shows the wiring package no facts of
// theirs and clampvet must carry per-package summary facts forward.
//
// Fan-in 1 keeps the facts honest to measure: a summary that holds a package
// and everything it reaches is then copied once per ancestor, so the facts
// of the whole engine total O(N × Layers), linear in N for a fixed depth. A
// lattice in which every layer-k package imported every layer-(k+1) package
// would copy each summary into every package of the layer above it and
// measure that quadratic duplication instead of clampvet.
//
// # Mistakes
//
// Config.Broken = K injects K mistakes into K distinct constructors, spread
// evenly over the engine and cycling through the kinds of [MistakeKind]; the
// engine still builds. [Engine.Mistakes] lists them with the row and file
// at fault, so a negative test can expect exactly those findings.
//
// Output is deterministic (the same Config gives byte-identical files) and
// gofmt'ed with go/format.
package genengine

import (
	"errors"
	"fmt"
	"go/format"
	"runtime"
	"sort"
	"strings"
	"sync"
)

// DefaultModule is the module path of a generated engine unless
// Config.Module says otherwise.
const DefaultModule = "example.com/genengine"

// MaxSeats is the largest number of seats a generated engine can have.
const MaxSeats = 64

// DefaultPerFile is the number of constructors per file unless
// Config.PerFile says otherwise.
const DefaultPerFile = 8

// Config says what engine to generate.
type Config struct {
	N      int // constructors in total; at least P
	P      int // constructor packages; at least 1
	S      int // seats, 1 to MaxSeats
	Layers int // layers of constructor packages, 1 to P
	Broken int // mistakes to inject, 0 to N

	PerFile int    // constructors per file; 0 means DefaultPerFile
	Module  string // module path; "" means DefaultModule
}

func (c Config) withDefaults() Config {
	if c.PerFile == 0 {
		c.PerFile = DefaultPerFile
	}
	if c.Module == "" {
		c.Module = DefaultModule
	}
	return c
}

// Validate reports the first field of c that is out of range, or nil.
func (c Config) Validate() error {
	c = c.withDefaults()
	switch {
	case c.P < 1:
		return fmt.Errorf("genengine: %d constructor packages: need at least 1", c.P)
	case c.N < c.P:
		return fmt.Errorf("genengine: %d constructors over %d packages: need at least one constructor per package", c.N, c.P)
	case c.S < 1 || c.S > MaxSeats:
		return fmt.Errorf("genengine: %d seats: need 1 to %d", c.S, MaxSeats)
	case c.Layers < 1 || c.Layers > c.P:
		return fmt.Errorf("genengine: %d layers of %d packages: need 1 to %d layers", c.Layers, c.P, c.P)
	case c.Broken < 0 || c.Broken > c.N:
		return fmt.Errorf("genengine: %d mistakes in %d constructors: need 0 to %d", c.Broken, c.N, c.N)
	case c.PerFile < 1:
		return fmt.Errorf("genengine: %d constructors per file: need at least 1", c.PerFile)
	case strings.ContainsAny(c.Module, " \t\n\"\\") || strings.HasPrefix(c.Module, "/") || strings.HasSuffix(c.Module, "/"):
		return fmt.Errorf("genengine: module path %q: need a plain module path such as %s", c.Module, DefaultModule)
	}
	return nil
}

// Flags renders c as the genengine command's flags that reproduce it.
func (c Config) Flags() string {
	c = c.withDefaults()
	s := fmt.Sprintf("-n %d -p %d -s %d -layers %d", c.N, c.P, c.S, c.Layers)
	if c.Broken != 0 {
		s += fmt.Sprintf(" -broken %d", c.Broken)
	}
	if c.PerFile != DefaultPerFile {
		s += fmt.Sprintf(" -per-file %d", c.PerFile)
	}
	if c.Module != DefaultModule {
		s += fmt.Sprintf(" -module %s", c.Module)
	}
	return s
}

// File is one generated file.
type File struct {
	Path string // slash-separated, relative to the module root
	Data []byte
}

// Package describes one generated constructor package.
type Package struct {
	Dir        string // relative to the module root, e.g. "legs/l2/p0017"
	ImportPath string
	Layer      int    // 1 is imported by the wiring package
	Importer   string // import path of the one package that imports it
	Files      []string
	Rows       []string // the registry rows of its constructors, in order
}

// MistakeKind names a kind of injected mistake.
type MistakeKind string

// The kinds of mistake Config.Broken injects, in the order they cycle.
const (
	// OmittedSeat: the constructor's clamp.Source literal leaves out one
	// seat (a clampseats finding at the literal).
	OmittedSeat MistakeKind = "omitted-seat"
	// NoCarrierCall: the constructor builds its spec but never calls the
	// carrier (a constructors finding at its row).
	NoCarrierCall MistakeKind = "no-carrier-call"
	// WrongFileRow: the constructor's registry row names another file of its
	// package, or a file the package does not have (a constructors finding at
	// the row).
	WrongFileRow MistakeKind = "wrong-file-row"
	// DiscardedCarrier: the constructor calls the carrier as an expression
	// statement and drops the clamps (a clampseats finding at the call).
	DiscardedCarrier MistakeKind = "discarded-carrier"
	// UnregisteredLane: the constructor is correct but its row is missing
	// from the registry (a constructors finding at the registry: the
	// completeness rule).
	UnregisteredLane MistakeKind = "unregistered-lane"
	// HandBuiltSpawn: the package's Spawn starts the constructor's lane
	// with a spec literal instead of the constructor's result (a census
	// finding at the spawn call in the package's doc.go).
	HandBuiltSpawn MistakeKind = "hand-built-spawn"
	// MapLookupSource: the constructor is a func-literal var that applies
	// the clamps of its source parameter in place, and its builder passes
	// it a map lookup instead of a keyed literal (a clampseats finding at
	// the builder's call: a miss is the zero source).
	MapLookupSource MistakeKind = "map-lookup-source"
)

// MistakeKinds lists every kind, in the order Config.Broken cycles through.
var MistakeKinds = []MistakeKind{OmittedSeat, NoCarrierCall, WrongFileRow, DiscardedCarrier, UnregisteredLane, HandBuiltSpawn, MapLookupSource}

// Mistake is one injected mistake.
type Mistake struct {
	Kind MistakeKind
	Row  string // the constructor's registry row as written (wrong for WrongFileRow)
	File string // the file that declares the constructor, relative to the module root
	Decl string // the declaration: "Name" or "Type.Method"
	Seat string // the omitted seat, for OmittedSeat
}

// Engine is a generated engine, in memory.
type Engine struct {
	Config   Config
	Files    []File   // sorted by Path
	Seats    []string // seat names, in order
	Rows     []string // the registry rows, in order
	Packages []Package
	Mistakes []Mistake
}

// Size returns the total number of bytes of the engine's files.
func (e *Engine) Size() int {
	n := 0
	for _, f := range e.Files {
		n += len(f.Data)
	}
	return n
}

// File returns the file at path (relative to the module root), if any.
func (e *Engine) File(path string) ([]byte, bool) {
	i := sort.Search(len(e.Files), func(i int) bool { return e.Files[i].Path >= path })
	if i < len(e.Files) && e.Files[i].Path == path {
		return e.Files[i].Data, true
	}
	return nil, false
}

// Generate builds the engine cfg describes. It returns an error for an
// out-of-range Config, and never one otherwise.
func Generate(cfg Config) (*Engine, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	cfg = cfg.withDefaults()
	p := plan(cfg)

	var srcs []source
	srcs = append(srcs,
		source{path: "go.mod", text: goMod(cfg), raw: true},
		source{path: markerFile, text: marker(cfg), raw: true},
		source{path: "clamp/clamp.go", text: clampFile(p)},
		source{path: "clamp/tighten.go", text: tightenFile(p)},
		source{path: "sources/sources.go", text: sourcesFile(p)},
		source{path: "wiring/registry.go", text: registryFile(p)},
		source{path: "wiring/wiring.go", text: wiringFile(p)},
		source{path: "runner/runner.go", text: runnerFile(p)},
		source{path: "cmd/engine/main.go", text: mainFile(p)},
	)
	for _, pk := range p.pkgs {
		srcs = append(srcs, source{path: pk.dir + "/doc.go", text: docFile(p, pk)})
		for _, f := range pk.files {
			srcs = append(srcs, source{path: pk.dir + "/" + f.base, text: legsFile(p, pk, f)})
		}
	}

	files, err := formatAll(srcs)
	if err != nil {
		return nil, err
	}
	sort.Slice(files, func(i, j int) bool { return files[i].Path < files[j].Path })

	e := &Engine{Config: cfg, Files: files, Mistakes: p.mistakes}
	for _, s := range p.seats {
		e.Seats = append(e.Seats, s.name)
	}
	for _, pk := range p.pkgs {
		out := Package{Dir: pk.dir, ImportPath: pk.importPath, Layer: pk.layer, Importer: cfg.Module + "/wiring"}
		if pk.parent != nil {
			out.Importer = pk.parent.importPath
		}
		for _, f := range pk.files {
			out.Files = append(out.Files, pk.dir+"/"+f.base)
			for _, c := range f.ctors {
				if c.mistake == UnregisteredLane {
					continue
				}
				out.Rows = append(out.Rows, c.row)
				e.Rows = append(e.Rows, c.row)
			}
		}
		e.Packages = append(e.Packages, out)
	}
	return e, nil
}

// source is one file before formatting.
type source struct {
	path string
	text string
	raw  bool // not Go: written as is
}

// formatAll gofmts the Go sources on every CPU, keeping their order.
func formatAll(srcs []source) ([]File, error) {
	files := make([]File, len(srcs))
	errs := make([]error, len(srcs))
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				s := srcs[i]
				files[i].Path = s.path
				if s.raw {
					files[i].Data = []byte(s.text)
					continue
				}
				data, err := format.Source([]byte(s.text))
				if err != nil {
					// The templates are ours: a failure is a bug in this package.
					errs[i] = fmt.Errorf("genengine: internal error: generated %s does not parse: %v", s.path, err)
					continue
				}
				files[i].Data = data
			}
		}()
	}
	for i := range srcs {
		next <- i
	}
	close(next)
	wg.Wait()
	return files, errors.Join(errs...)
}
