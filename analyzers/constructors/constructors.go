package constructors

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"sort"
	"strings"

	"github.com/sema-agent/clampvet/internal/allow"
	"github.com/sema-agent/clampvet/internal/dataflow"
	"github.com/sema-agent/clampvet/internal/directive"
	"github.com/sema-agent/clampvet/internal/kinds"
	"github.com/sema-agent/clampvet/internal/modpath"
	"github.com/sema-agent/clampvet/internal/roles"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
)

// modulePath is the value of the -module flag: the module path for drivers
// that give no pass.Module (Bazel nogo and other non-go-command drivers).
var modulePath string

// Analyzer checks that every constructor listed in a //clampvet:registry
// resolves to one readable declaration in its own file and calls a carrier.
var Analyzer = allow.Wrap(&analysis.Analyzer{
	Name:      "constructors",
	Doc:       Documentation.Compile().String(),
	URL:       "https://github.com/sema-agent/clampvet/blob/main/docs/analyzers.md#constructors",
	Requires:  []*analysis.Analyzer{inspect.Analyzer, roles.Analyzer, dataflow.Analyzer},
	Run:       run,
	FactTypes: []analysis.Fact{new(summary)},
}, false)

func init() {
	Analyzer.Flags.StringVar(&modulePath, "module", "",
		"module path of the packages under analysis, for drivers that report no module (Bazel nogo); ignored when the driver reports one")
}

func run(pass *analysis.Pass) (any, error) {
	r := pass.ResultOf[roles.Analyzer].(*roles.Package)
	if r == nil || isTestMain(pass.Pkg) {
		// Takes no part; or the go tool's generated test main, which
		// imports the package under test but declares nothing and is
		// imported by nothing.
		return nil, nil
	}
	r.Report(pass, false, directive.Registry, directive.Spawn, directive.Root)
	sf := collectFiles(pass)
	part := participation(pass, r, sf)
	loc := locate(pass)
	pkgs := reachable(pass, r, sf, part, loc)
	if part.participates {
		pass.ExportPackageFact(part.summary(loc, pkgs))
	}
	if r.Registry != nil {
		res := loc.resolver(pass, r.Registry, pkgs, part.noPart)
		checkRows(pass, r.Registry, res)
		checkComplete(pass, r.Registry, res)
	}
	reportCensus(pass)
	reportFlow(pass)
	return nil, nil
}

// part is how the package takes part in row resolution. What the package's
// non-test files import decides it, so that a package and its test variant
// export the same summary.
type part struct {
	declaresCarrier bool // in a non-test file
	participates    bool // declares a carrier or imports a package that takes part
	canCall         bool // declares a carrier or directly imports one that does
	fromImports     []*summary
	// noPart are the direct imports that export no summary; nil unless
	// the package declares the registry.
	noPart map[string]bool
}

func participation(pass *analysis.Pass, r *roles.Package, sf sourceFiles) part {
	var p part
	if c := r.Carrier; c != nil && c.Func != nil && inFiles(c.Decl.Pos(), sf.files) {
		p.declaresCarrier = true
	}
	p.participates, p.canCall = p.declaresCarrier, p.declaresCarrier
	// Only a registry's resolver reads noPart: the other packages, nearly
	// all of them, build no map of their imports' paths.
	if r.Registry != nil {
		p.noPart = make(map[string]bool)
	}
	imports := nonTestImports(pass, sf.files)
	p.fromImports = make([]*summary, 0, len(imports))
	for _, pkg := range imports {
		s := new(summary)
		if !pass.ImportPackageFact(pkg, s) {
			if p.noPart != nil {
				p.noPart[pkg.Path()] = true
			}
			continue
		}
		p.participates = true
		p.canCall = p.canCall || s.Carrier
		p.fromImports = append(p.fromImports, s)
	}
	return p
}

// summary is the package fact of a participating package.
func (p part) summary(loc location, pkgs map[string]*pkgSummary) *summary {
	out := &summary{Carrier: p.declaresCarrier}
	if !loc.inModule {
		return out
	}
	out.Module = loc.module
	paths := make([]string, 0, len(pkgs))
	for path := range pkgs {
		paths = append(paths, path)
	}
	sort.Strings(paths)
	// Sized once: the fact of a package deep in a large engine lists
	// hundreds of packages, copied by value.
	if len(paths) > 0 {
		out.Packages = make([]pkgSummary, 0, len(paths))
	}
	for _, path := range paths {
		out.Packages = append(out.Packages, *pkgs[path])
	}
	return out
}

// location is where the package stands in its module.
type location struct {
	module   string // "" when unknown
	fromFlag bool   // module comes from the -module flag
	path     string // the package path
	xtest    bool   // an external test package
	inModule bool   // the package is inside module
}

func locate(pass *analysis.Pass) location {
	var l location
	l.module, l.fromFlag = modpath.Module(pass.Module, modulePath)
	l.path = pass.Pkg.Path()
	l.xtest = modpath.IsXTest(l.path, allBases(pass))
	_, l.inModule = modpath.Dir(l.path, l.module, l.xtest)
	return l
}

// reachable returns the summaries of the same-module participating
// packages the package reaches, itself included when it takes part or
// declares the registry.
func reachable(pass *analysis.Pass, r *roles.Package, sf sourceFiles, p part, loc location) map[string]*pkgSummary {
	pkgs := make(map[string]*pkgSummary)
	if !loc.inModule {
		return pkgs
	}
	for _, s := range p.fromImports {
		if s.Module != loc.module {
			continue // other modules' packages cannot be named by a row
		}
		for i := range s.Packages {
			if _, ok := pkgs[s.Packages[i].Path]; !ok {
				pkgs[s.Packages[i].Path] = &s.Packages[i]
			}
		}
	}
	if (p.participates || r.Registry != nil) && !loc.xtest && len(sf.names) > 0 {
		calls := newCarrierCalls(pass, r)
		own := buildEntry(pass, sf, p.canCall, calls)
		pkgs[own.Path] = &own
	}
	return pkgs
}

// resolver returns the registry's resolver, or nil after reporting why
// rows relative to the module root cannot be resolved.
func (l location) resolver(pass *analysis.Pass, reg *roles.Registry, pkgs map[string]*pkgSummary, noPart map[string]bool) *resolver {
	name := reg.Found.Name
	switch {
	case l.module == "":
		reportf(pass, name, kinds.RegistryNoModule, "registry %s: the driver reports no module: set -constructors.module (or -module) to its path",
			name.Name)
	case !l.inModule && l.fromFlag:
		reportf(pass, name, kinds.RegistryOutsideModule, "registry %s: package %s is not in -module %s: set the flag to the registry's module",
			name.Name, l.path, l.module)
	case !l.inModule:
		reportf(pass, name, kinds.RegistryOutsideModule, "registry %s: package %s is outside its module %s: rows cannot be resolved",
			name.Name, l.path, l.module)
	default:
		return &resolver{module: l.module, self: l.path, pkgs: pkgs, noPart: noPart}
	}
	return nil
}

// reportf reports a finding of kind (an ID of package kinds, the
// diagnostic's Category) at rng.
func reportf(pass *analysis.Pass, rng analysis.Range, kind, format string, args ...any) {
	pass.Report(analysis.Diagnostic{Pos: rng.Pos(), End: rng.End(), Category: kind, Message: fmt.Sprintf(format, args...)})
}

// nonTestImports lists the packages the non-test files import, in a fixed
// order (dot and aliased imports included).
func nonTestImports(pass *analysis.Pass, files []*ast.File) []*types.Package {
	seen := make(map[*types.Package]bool)
	var out []*types.Package
	for _, f := range files {
		for _, spec := range f.Imports {
			pn := pass.TypesInfo.PkgNameOf(spec)
			if pn == nil || seen[pn.Imported()] {
				continue
			}
			seen[pn.Imported()] = true
			out = append(out, pn.Imported())
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Path() < out[j].Path() })
	return out
}

// allBases lists the base names of all files of the package, tests
// included, to recognize an external test package.
func allBases(pass *analysis.Pass) []string {
	out := make([]string, 0, len(pass.Files))
	for _, f := range pass.Files {
		// The file's own name, as PositionFor(f.Package, false) gives
		// it, without computing a line and column.
		name := ""
		if tf := pass.Fset.File(f.Package); tf != nil {
			name = tf.Name()
		}
		out = append(out, baseOf(name))
	}
	return out
}

// inFiles reports whether pos lies in one of files.
func inFiles(pos token.Pos, files []*ast.File) bool {
	for _, f := range files {
		if f.FileStart <= pos && pos <= f.FileEnd {
			return true
		}
	}
	return false
}

// reportFlow reports the dataflow findings this analyzer owns: outputs the
// clamps do not reach, and constructor vars that can be replaced.
func reportFlow(pass *analysis.Pass) {
	if df := pass.ResultOf[dataflow.Analyzer].(*dataflow.Result); df != nil {
		res := df.Flow
		for _, ds := range [][]analysis.Diagnostic{res.Reach, res.Vars} {
			for _, d := range ds {
				pass.Report(d)
			}
		}
	}
}

// isTestMain reports whether pkg is the main package the go tool generates
// to run a package's tests (path "P.test").
func isTestMain(pkg *types.Package) bool {
	return pkg.Name() == "main" && strings.HasSuffix(pkg.Path(), ".test")
}
