package roles

import (
	"go/ast"
	"go/types"
	"reflect"
	"slices"
	"sync"

	"github.com/sema-agent/clampvet/internal/directive"
	"golang.org/x/tools/go/analysis"
)

// Analyzer reads the roles of every package that takes part and exports
// the facts that carry them across packages. It reports nothing: each
// role's owning analyzer reports its problems ([Package.Report]). Its
// result is a [*Package], nil in a package that takes no part.
var Analyzer = &analysis.Analyzer{
	Name:       "clampvetroles",
	Doc:        "reads the clampvet roles of a package (carrier, seat list, tighten function, not-carried table, registry, spawn sinks, roots) for the clampvet analyzers; reports nothing",
	URL:        "https://github.com/sema-agent/clampvet/blob/main/docs/DESIGN.md",
	Run:        run,
	ResultType: reflect.TypeFor[*Package](),
	FactTypes:  []analysis.Fact{new(CarrierFact), new(SourceFact), new(Visible), new(SinkFact), new(RootFact)},
}

// Package holds the roles of one package that takes part.
type Package struct {
	// Directives is what the directive scan found; nil when no comment of
	// the package looks like a directive (it takes part through an import).
	Directives *directive.Result

	// The roles declared in the package, nil when not declared.
	Carrier *Carrier
	Seats   *SeatList
	// Restricting are the seats' restricting values.
	Restricting *Restricting
	Tighten     *Tighten
	Table       *Table
	Registry    *Registry
	// Sinks and Roots are the census roles, several per package.
	Sinks []*Sink
	Roots []*Root

	// Imported are the roles visible through the direct imports; never nil.
	Imported *Visible

	// pass is this analyzer's pass, for reading imported object facts.
	// Its Import methods only read, so the analyzers that require this one
	// may call them concurrently.
	pass *analysis.Pass

	// sinkMethods are the sinks in view that are methods of a concrete
	// type (see SinkBehind), listed once for every analyzer that asks.
	sinkMethods     []*types.Func
	sinkMethodsOnce sync.Once
}

func run(pass *analysis.Pass) (any, error) {
	imported := importedVisible(pass)
	mentioned := mentions(pass)
	if imported == nil && !mentioned {
		return (*Package)(nil), nil // takes no part: no syntax read, nothing exported
	}
	p := &Package{Imported: imported, pass: pass}
	if p.Imported == nil {
		p.Imported = &Visible{}
	}
	if mentioned {
		p.read(pass, scan(pass))
	}
	p.export(pass)
	return p, nil
}

// mentions is the only place the package is asked whether a comment looks
// like a directive (its build-excluded files included): with the imports'
// facts, the whole of deciding whether a package takes part.
func mentions(pass *analysis.Pass) bool {
	return directive.PassMentions(pass)
}

// scan is the only place the package's directives are scanned, once for
// all the analyzers (it parses build-excluded files into pass.Fset).
func scan(pass *analysis.Pass) *directive.Result {
	return directive.ScanPass(pass)
}

// read reads every role the directives declare, each once.
func (p *Package) read(pass *analysis.Pass, res *directive.Result) {
	p.Directives = res
	if f, ok := res.First(directive.Carrier); ok {
		p.Carrier = readCarrier(pass, f)
	}
	if f, ok := res.First(directive.Seats); ok {
		p.Seats = readSeatList(pass, f, p.Carrier)
	}
	if f, ok := res.First(directive.Restricting); ok {
		p.Restricting = readRestricting(pass, f, p.Carrier)
	}
	if f, ok := res.First(directive.Tighten); ok {
		p.Tighten = readTighten(pass, f)
	}
	if f, ok := res.First(directive.NotCarried); ok {
		p.Table = readTable(pass, f)
	}
	if f, ok := res.First(directive.Registry); ok {
		p.Registry = readRegistry(pass, f)
	}
	p.readCensus(pass, res)
}

// export exports the carrier's and its source's object facts and the
// package fact of the roles visible from the package.
func (p *Package) export(pass *analysis.Pass) {
	own := &Visible{}
	if c := p.Carrier; c != nil {
		if c.Func != nil {
			f := c.Fact()
			if p.Restricting != nil && c.Source != nil {
				f.Restricting = p.Restricting.restrictingFact(c.Source)
			}
			pass.ExportObjectFact(c.Func, f)
		}
		if c.Source != nil {
			pass.ExportObjectFact(c.Source.Obj, &SourceFact{Seats: c.Source.Names()})
		}
		own.Carriers = append(own.Carriers, c.info)
	}
	if p.Table != nil {
		own.Tables = append(own.Tables, p.Table.Info)
	}
	if p.Tighten != nil {
		own.Tightens = append(own.Tightens, localDecl(pass, p.Tighten.Decl.Name))
		if p.Tighten.Spec != nil {
			own.Specs = append(own.Specs, TypeID(p.Tighten.Spec))
		}
	}
	p.exportCensus(pass)
	if visible := merge(own, p.Imported); visible != nil {
		pass.ExportPackageFact(visible)
	}
}

// TakesPart reports whether pkg, the package or one of its direct
// imports, takes part: the analyzers read summaries of its functions. An
// indirect import's facts are not visible under go vet, so it is never
// said to take part, in either driver.
func (p *Package) TakesPart(pkg *types.Package) bool {
	if pkg == p.pass.Pkg {
		return true
	}
	if !slices.Contains(p.pass.Pkg.Imports(), pkg) {
		return false
	}
	return p.pass.ImportPackageFact(pkg, new(Visible))
}

// CanNameSource reports whether a clamp source can be named in the
// package: it declares a carrier, or a carrier is visible through its
// imports.
func (p *Package) CanNameSource() bool {
	return p.Carrier != nil || len(p.Imported.Carriers) > 0
}

// ImportedCarrier returns the carrier fact of fn, a func of another
// package, if it is a carrier.
func (p *Package) ImportedCarrier(fn *types.Func) (*CarrierFact, bool) {
	if fn.Pkg() == nil || fn.Pkg() == p.pass.Pkg || !p.Imported.hasCarrier(fn.Pkg().Path(), fn.Name()) {
		return nil, false
	}
	return p.carrierFact(fn)
}

// carrierFact reads the carrier fact of fn, a func of another package.
func (p *Package) carrierFact(fn *types.Func) (*CarrierFact, bool) {
	f := new(CarrierFact)
	if !p.pass.ImportObjectFact(fn, f) {
		return nil, false
	}
	return f, true
}

// hasCarrier reports whether the carriers visible include one named name
// in package path. Every func with a carrier fact is listed: the package
// that declares it lists it in its Visible fact, and each importer merges
// its direct imports' lists into its own, so the list of a package holds
// every carrier of the packages it reaches. ImportedCarrier asks it first
// because nearly every func it is asked about is no carrier, and the fact
// lookup allocates the fact it fills.
func (v *Visible) hasCarrier(path, name string) bool {
	if v == nil {
		return false
	}
	for _, c := range v.Carriers {
		if c.Decl.Name == name && c.Decl.PkgPath == path {
			return true
		}
	}
	return false
}

// ImportedSource returns the source that named, a type of another package,
// is, or nil. The seats are resolved to the type's fields.
//
// The fact is looked up only for a struct type of another package, into
// a pooled fact (the lookup's argument escapes): the analyzers ask about
// every named type their literals and values have, most of which are none.
func (p *Package) ImportedSource(named *types.Named) *Source {
	obj := named.Obj()
	if obj.Pkg() == nil || obj.Pkg() == p.pass.Pkg {
		return nil
	}
	st, ok := named.Underlying().(*types.Struct)
	if !ok {
		return nil // no source; or a fact on a type that is no longer a struct: stale
	}
	fact := new(SourceFact)
	ok = p.pass.ImportObjectFact(obj, fact)
	seats := fact.Seats
	if !ok {
		return nil
	}
	s := &Source{Obj: obj, Named: named}
	if len(seats) > 0 {
		s.Seats = make([]*types.Var, 0, len(seats))
	}
	for _, name := range seats {
		for i := range st.NumFields() {
			if f := st.Field(i); f.Name() == name {
				s.Seats = append(s.Seats, f)
				break
			}
		}
	}
	return s
}

// Report reports, through the owning analyzer's pass, the directive
// problems of the given roles (and, with withUnowned, those no role owns)
// and every problem reading those roles found, each with its kind as the
// category.
func (p *Package) Report(pass *analysis.Pass, withUnowned bool, roles ...directive.Role) {
	if p.Directives == nil {
		return
	}
	for _, d := range p.Directives.ProblemsOf(withUnowned, roles...) {
		pass.Report(analysis.Diagnostic{Pos: d.Pos, End: d.End, Category: d.Kind, Message: d.Message, Related: d.Related})
	}
	for _, r := range roles {
		for _, d := range p.problems(r) {
			pass.Report(d)
		}
	}
}

// problems returns the problems reading role r found.
func (p *Package) problems(r directive.Role) Problems {
	switch {
	case r == directive.Carrier && p.Carrier != nil:
		return p.Carrier.Problems
	case r == directive.Seats && p.Seats != nil:
		return p.Seats.Problems
	case r == directive.Restricting && p.Restricting != nil:
		return p.Restricting.Problems
	case r == directive.Tighten && p.Tighten != nil:
		return p.Tighten.Problems
	case r == directive.NotCarried && p.Table != nil:
		return p.Table.Problems
	case r == directive.Registry && p.Registry != nil:
		return p.Registry.Problems
	case r == directive.Spawn || r == directive.Root:
		return p.censusProblems(r)
	}
	return nil
}

func localDecl(pass *analysis.Pass, name *ast.Ident) DeclInfo {
	return DeclInfo{
		PkgPath: pass.Pkg.Path(),
		PkgName: pass.Pkg.Name(),
		Name:    name.Name,
		Pos:     posText(pass.Fset, name.Pos()),
	}
}
