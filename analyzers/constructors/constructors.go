package constructors

import (
	"go/ast"
	"go/token"
	"go/types"
	"sort"
	"strings"

	"github.com/sema-agent/clampvet/internal/directive"
	"github.com/sema-agent/clampvet/internal/modpath"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
)

// modulePath is the value of the -module flag: the module path for drivers
// that give no pass.Module (Bazel nogo and other non-go-command drivers).
var modulePath string

// Analyzer checks that every constructor listed in a //clampvet:registry
// resolves to one readable declaration in its own file and calls a carrier.
var Analyzer = &analysis.Analyzer{
	Name:      "constructors",
	Doc:       Documentation.Compile().String(),
	URL:       "https://github.com/sema-agent/clampvet/blob/main/docs/analyzers.md#constructors",
	Requires:  []*analysis.Analyzer{inspect.Analyzer},
	Run:       run,
	FactTypes: []analysis.Fact{new(carrierFact), new(summary)},
}

func init() {
	Analyzer.Flags.StringVar(&modulePath, "module", "",
		"module path of the packages under analysis, for drivers that report no module (Bazel nogo); ignored when the driver reports one")
}

func run(pass *analysis.Pass) (any, error) {
	// Early exit, before any syntax is walked: a package that mentions no
	// directive and imports no participating package takes no part.
	mentions := directive.Mentions(pass.Files)
	imported := make(map[*types.Package]*summary)
	for _, imp := range pass.Pkg.Imports() {
		s := new(summary)
		if pass.ImportPackageFact(imp, s) {
			imported[imp] = s
		}
	}
	if !mentions && len(imported) == 0 {
		return nil, nil
	}
	if isTestMain(pass.Pkg) {
		// The go tool's generated test main imports the package under
		// test but declares nothing and is imported by nothing.
		return nil, nil
	}

	sf := collectFiles(pass)
	local := make(map[*types.Func]bool)
	declaresCarrier := false // in a non-test file
	var reg *directive.Found
	if mentions {
		res := directive.Scan(pass.Fset, pass.Files)
		for _, p := range res.ProblemsOf(false, directive.Registry) {
			pass.Report(analysis.Diagnostic{Pos: p.Pos, End: p.End, Message: p.Message})
		}
		for i, f := range res.Found {
			switch f.Role {
			case directive.Carrier:
				fn, ok := pass.TypesInfo.Defs[f.Name].(*types.Func)
				if !ok {
					continue
				}
				local[fn] = true
				pass.ExportObjectFact(fn, &carrierFact{Carrier: true})
				if inFiles(f.Pos, sf.files) {
					declaresCarrier = true
				}
			case directive.Registry:
				reg = &res.Found[i]
			}
		}
	}

	// What the package's non-test files import decides whether it takes
	// part and can call a carrier, so that a package and its test variant
	// export the same summary.
	participates, canCall := declaresCarrier, declaresCarrier
	var fromImports []*summary
	noPart := make(map[string]bool)
	for _, pkg := range nonTestImports(pass, sf.files) {
		s := imported[pkg]
		if s == nil {
			noPart[pkg.Path()] = true
			continue
		}
		participates = true
		canCall = canCall || s.Carrier
		fromImports = append(fromImports, s)
	}

	module, fromFlag := modpath.Module(pass.Module, modulePath)
	path := pass.Pkg.Path()
	xtest := modpath.IsXTest(path, allBases(pass))
	_, inModule := modpath.Dir(path, module, xtest)

	pkgs := make(map[string]*pkgSummary)
	if inModule {
		for _, s := range fromImports {
			if s.Module != module {
				continue // other modules' packages cannot be named by a row
			}
			for i := range s.Packages {
				if _, ok := pkgs[s.Packages[i].Path]; !ok {
					pkgs[s.Packages[i].Path] = &s.Packages[i]
				}
			}
		}
		if (participates || reg != nil) && !xtest && len(sf.names) > 0 {
			calls := &carrierCalls{pass: pass, local: local, cached: make(map[*types.Func]bool)}
			own := buildEntry(pass, sf, canCall, calls)
			pkgs[own.Path] = &own
		}
	}

	if participates {
		out := &summary{Carrier: declaresCarrier}
		if inModule {
			out.Module = module
			paths := make([]string, 0, len(pkgs))
			for p := range pkgs {
				paths = append(paths, p)
			}
			sort.Strings(paths)
			for _, p := range paths {
				out.Packages = append(out.Packages, *pkgs[p])
			}
		}
		pass.ExportPackageFact(out)
	}

	if reg != nil {
		rows := registryRows(pass, *reg)
		var r *resolver
		switch {
		case module == "":
			pass.ReportRangef(reg.Name, "registry %s: the module path of package %s is unknown (the driver reports no module): set the constructors analyzer's -module flag to the module path (-constructors.module=PATH when several analyzers run)",
				reg.Name.Name, path)
		case !inModule && fromFlag:
			pass.ReportRangef(reg.Name, "registry %s: package %s is not in module %s named by the -module flag: set the flag to the path of the registry's module",
				reg.Name.Name, path, module)
		case !inModule:
			pass.ReportRangef(reg.Name, "registry %s: package %s is not inside its module %s, so rows relative to the module root cannot be resolved",
				reg.Name.Name, path, module)
		default:
			r = &resolver{module: module, self: path, pkgs: pkgs, noPart: noPart}
		}
		checkRows(pass, rows, r)
	}
	return nil, nil
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
		out = append(out, baseOf(pass.Fset.PositionFor(f.Package, false).Filename))
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

// isTestMain reports whether pkg is the main package the go tool generates
// to run a package's tests (path "P.test").
func isTestMain(pkg *types.Package) bool {
	return pkg.Name() == "main" && strings.HasSuffix(pkg.Path(), ".test")
}
