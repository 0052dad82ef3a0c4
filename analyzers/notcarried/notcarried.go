package notcarried

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"sort"
	"strings"

	"github.com/sema-agent/clampvet/internal/directive"
	"golang.org/x/tools/go/analysis"
)

// Analyzer is the notcarried analyzer. It requires no other analyzer: it
// reads only the doc comments of package-level declarations and the body of
// the one tighten function, which a plain ast.Inspect walks faster than an
// inspector is built for the whole package (and packages that take no part
// return before either).
var Analyzer = &analysis.Analyzer{
	Name:      "notcarried",
	Doc:       Documentation.Compile().String(),
	URL:       "https://github.com/sema-agent/clampvet/blob/main/docs/analyzers.md#notcarried",
	Run:       run,
	FactTypes: []analysis.Fact{new(rolesFact)},
}

// locals are the roles declared in the package under analysis.
type locals struct {
	tighten *ast.FuncDecl
	carrier *localCarrier
	table   *localTable
}

// localCarrier is the carrier declared in the package under analysis.
type localCarrier struct {
	info   carrierInfo
	name   *ast.Ident
	named  *types.Named  // the clamp source; nil when unreadable
	source *types.Struct // its struct; nil when unreadable
}

func run(pass *analysis.Pass) (any, error) {
	imported := importedRoles(pass)
	mentions := directive.Mentions(pass.Files)
	if !mentions && imported == nil {
		return nil, nil // takes no part: no syntax walked, nothing exported
	}

	var loc locals
	if mentions {
		res := directive.Scan(pass.Fset, pass.Files)
		for _, p := range res.ProblemsOf(false, directive.Tighten, directive.NotCarried) {
			pass.Report(analysis.Diagnostic{Pos: p.Pos, End: p.End, Message: p.Message})
		}
		loc = readLocals(pass, res)
	}

	own := &rolesFact{}
	if loc.carrier != nil {
		own.Carriers = append(own.Carriers, loc.carrier.info)
	}
	if loc.table != nil {
		own.Tables = append(own.Tables, loc.table.info)
	}
	if loc.tighten != nil {
		own.Tightens = append(own.Tightens, localDecl(pass, loc.tighten.Name))
	}
	if visible := merge(own, imported); visible != nil {
		pass.ExportPackageFact(visible)
	}

	if imported == nil {
		imported = &rolesFact{}
	}
	if loc.tighten != nil {
		checkTighten(pass, loc, imported)
	} else {
		checkUnchecked(pass, loc, imported)
	}
	return nil, nil
}

func readLocals(pass *analysis.Pass, res *directive.Result) locals {
	var loc locals
	if f, ok := res.First(directive.Tighten); ok {
		loc.tighten = f.Func
	}
	if f, ok := res.First(directive.Carrier); ok {
		loc.carrier = readCarrier(pass, f)
	}
	if f, ok := res.First(directive.NotCarried); ok {
		loc.table = readTable(pass, f)
	}
	return loc
}

// readCarrier reads the carried seats: the field names of the carrier's one
// parameter, a named struct. The carrier's shape is clampseats' to report;
// an unreadable one is recorded with no Source, and a tighten function that
// pairs with it reports that it cannot be checked.
func readCarrier(pass *analysis.Pass, f directive.Found) *localCarrier {
	c := &localCarrier{info: carrierInfo{Decl: localDecl(pass, f.Name)}, name: f.Name}
	fn, ok := pass.TypesInfo.Defs[f.Name].(*types.Func)
	if !ok {
		return c
	}
	params := fn.Signature().Params()
	if params.Len() != 1 {
		return c
	}
	named, st, ok := namedStruct(params.At(0).Type())
	if !ok {
		return c
	}
	c.named, c.source = named, st
	c.info.Source = types.TypeString(named, (*types.Package).Name)
	for i := 0; i < st.NumFields(); i++ {
		c.info.Seats = append(c.info.Seats, st.Field(i).Name())
	}
	sort.Strings(c.info.Seats)
	return c
}

func localDecl(pass *analysis.Pass, name *ast.Ident) declInfo {
	return declInfo{
		PkgPath: pass.Pkg.Path(),
		PkgName: pass.Pkg.Name(),
		Name:    name.Name,
		Pos:     posText(pass.Fset, name.Pos()),
	}
}

// checkUnchecked handles a package that declares a carrier or a table but
// no tighten function. Checks run in the tighten function's package, so
// such a declaration is checked only if a tighten function downstream (in a
// package importing this one) pairs with it. Two layouts guarantee that
// none ever will, and each is a finding:
//   - a tighten function is visible from here (upstream): it cannot see
//     this declaration, and any tighten function downstream also sees the
//     upstream one's carrier and table, so it must pair with its own;
//   - no package can import this one (package main, an external test
//     package): nothing downstream exists.
func checkUnchecked(pass *analysis.Pass, loc locals, imported *rolesFact) {
	type decl struct {
		what, name string
		at         *ast.Ident
		fix        string
	}
	var decls []decl
	if loc.carrier != nil {
		decls = append(decls, decl{"carrier", loc.carrier.info.Decl.Name, loc.carrier.name,
			"nothing checks that the seats it carries are seats a tighten function governs"})
	}
	if loc.table != nil {
		decls = append(decls, decl{"not-carried table", loc.table.name.Name, loc.table.name,
			"nothing checks its rows"})
	}
	for _, d := range decls {
		switch {
		case len(imported.Tightens) > 0:
			pass.ReportRangef(d.at, "%s %s is declared downstream of %s, which cannot see it, and this package declares no tighten function: %s; declare a //clampvet:tighten func in this package, or move the %s to that function's package or a package it imports",
				d.what, d.name, tightenList(imported.Tightens), d.fix, d.what)
		case !importable(pass.Pkg):
			pass.ReportRangef(d.at, "%s %s is in %s, which no package can import, and no tighten function is visible from it: %s; declare a //clampvet:tighten func in this package",
				d.what, d.name, pkgKind(pass.Pkg), d.fix)
		}
	}
}

func tightenList(ds []declInfo) string {
	if len(ds) == 1 {
		return "tighten function " + ds[0].at()
	}
	return "tighten functions " + list(ds)
}

// importable reports whether another package can import pkg: not a main
// package and not an external test package (whose path go/packages and
// the go command give the suffix "_test").
func importable(pkg *types.Package) bool {
	return pkg.Name() != "main" && !strings.HasSuffix(pkg.Path(), "_test")
}

func pkgKind(pkg *types.Package) string {
	if pkg.Name() == "main" {
		return "package main"
	}
	return "external test package " + pkg.Name()
}

// checkTighten runs every check of the tighten function declared in the
// package under analysis against the carrier and the table it pairs with.
func checkTighten(pass *analysis.Pass, loc locals, imported *rolesFact) {
	fn := loc.tighten
	name := fn.Name.Name
	at := fn.Name // findings about the tighten function highlight its name

	var spec *types.Named
	var specSt *types.Struct
	if obj, ok := pass.TypesInfo.Defs[fn.Name].(*types.Func); ok {
		sig := obj.Signature()
		var ok bool
		spec, specSt, ok = specOf(sig)
		switch {
		case sig.Params().Len() == 0:
			pass.ReportRangef(fn.Type.Params, "tighten function %s has no parameter: its first parameter must be the spec, of a named struct type or a pointer to one", name)
		case !ok:
			// The first parameter's type, as written.
			pass.ReportRangef(fn.Type.Params.List[0].Type, "tighten function %s takes %s as its first parameter: the spec must be its first parameter, of a named struct type or a pointer to one",
				name, types.TypeString(sig.Params().At(0).Type(), byName(pass.Pkg)))
		}
	}

	var localCarrierInfo *carrierInfo
	if loc.carrier != nil {
		localCarrierInfo = &loc.carrier.info
	}
	var localTableInfo *tableInfo
	if loc.table != nil {
		localTableInfo = &loc.table.info
	}
	carrier, carrierOK := pickRole(pass, name, at, localCarrierInfo, imported.Carriers,
		func(c carrierInfo) declInfo { return c.Decl }, "carrier", "carriers", "//clampvet:carrier func")
	table, tableOK := pickRole(pass, name, at, localTableInfo, imported.Tables,
		func(t tableInfo) declInfo { return t.Decl }, "not-carried table", "not-carried tables", "//clampvet:notcarried var")
	if spec == nil {
		return
	}
	specName := types.TypeString(spec, byName(pass.Pkg))
	gov := governedSeats(pass.TypesInfo, fn.Body, spec)

	carried := make(map[string]bool)
	if carrierOK {
		if carrier.Source == "" {
			pass.ReportRangef(at, "carrier %s has no clamp source notcarried can read, so the seats tighten function %s governs cannot be checked against it: its one parameter must be of a named struct type",
				carrier.Decl.display(pass), name)
			carrierOK = false
		}
		for _, s := range carrier.Seats {
			carried[s] = true
		}
	}
	localCarrier := loc.carrier != nil && carrier.Decl.key() == loc.carrier.info.Decl.key()
	source := carrier.Source
	if localCarrier && loc.carrier.named != nil {
		source = types.TypeString(loc.carrier.named, byName(pass.Pkg))
	}
	localTbl := loc.table != nil && table.Decl.key() == loc.table.info.Decl.key()
	if tableOK && !table.Readable {
		if !localTbl { // a local table's shape is already reported at the table
			pass.ReportRangef(at, "not-carried table %s cannot be read (see the findings in its package), so the seats tighten function %s governs cannot be checked against it: it must be a map literal whose keys and reasons are string literals",
				table.Decl.at(), name)
		}
		tableOK = false
	}

	// Every governed seat is carried or listed.
	if carrierOK && tableOK {
		listed := make(map[string]bool, len(table.Rows))
		for _, r := range table.Rows {
			listed[r.Key] = true
		}
		for _, seat := range gov.inOrder() {
			if carried[seat] || listed[seat] {
				continue
			}
			pass.ReportRangef(gov[seat], "seat %s governed by tighten function %s is neither carried by carrier %s nor a key of not-carried table %s: carry it as a field of %s or list it in the table with a reason",
				seat, name, carrier.Decl.display(pass), table.Decl.display(pass), source)
		}
	}

	// Every row names a governed, not carried seat and gives a reason.
	if tableOK {
		for _, r := range table.Rows {
			subject := fmt.Sprintf("key %q of not-carried table %s", r.Key, table.Decl.Name)
			report := func(format string, args ...any) {
				if localTbl {
					pass.ReportRangef(loc.table.keyAt[r.Key], "%s %s", subject, fmt.Sprintf(format, args...))
				} else {
					pass.ReportRangef(at, "key %q of not-carried table %s (%s) %s", r.Key, table.Decl.qualified(), r.Pos, fmt.Sprintf(format, args...))
				}
			}
			_, governedSeat := gov[r.Key]
			switch {
			case carrierOK && carried[r.Key]:
				report("names seat %s, which carrier %s carries: a seat is carried or not carried, not both; remove the row",
					r.Key, carrier.Decl.display(pass))
				continue
			case !governedSeat && fieldIndex(specSt, r.Key) < 0:
				report("is stale: spec type %s has no field %s, so tighten function %s governs no such seat; remove the row",
					specName, seatText(r.Key), name)
				continue
			case !governedSeat:
				report("is stale: tighten function %s never reads or writes %s.%s; remove the row, or govern the seat",
					name, specName, r.Key)
				continue
			}
			if r.Unread != "" {
				if !localTbl { // a local unreadable reason is already reported at it
					pass.ReportRangef(at, "not-carried table %s gives seat %s a reason that is not a string literal, %s (%s): write the reason as a string literal",
						table.Decl.qualified(), r.Key, r.Unread, r.Pos)
				}
				continue
			}
			if bad := judgeReason(r.Reason); bad != "" {
				if localTbl {
					pass.ReportRangef(loc.table.reasonAt[r.Key], "not-carried table %s gives seat %s %s: say why the seat is not carried",
						table.Decl.Name, r.Key, bad)
				} else {
					pass.ReportRangef(at, "not-carried table %s gives seat %s %s (%s): say why the seat is not carried",
						table.Decl.qualified(), r.Key, bad, r.Pos)
				}
			}
		}
	}

	// Every carried seat is a spec field the tighten function governs.
	if carrierOK {
		for _, seat := range carrier.Seats {
			var rng analysis.Range = at
			local := false
			if localCarrier {
				if i := fieldIndex(loc.carrier.source, seat); i >= 0 {
					if f := loc.carrier.source.Field(i); f.Pkg() == pass.Pkg && f.Pos().IsValid() {
						// The field's name, an identifier: exactly its
						// name's bytes long.
						rng, local = span{f.Pos(), f.Pos() + token.Pos(len(f.Name()))}, true
					}
				}
			}
			subject := fmt.Sprintf("carried seat %s (a field of %s)", seat, source)
			if !local {
				subject = fmt.Sprintf("carried seat %s of carrier %s", seat, carrier.Decl.display(pass))
			}
			switch {
			case fieldIndex(specSt, seat) < 0:
				pass.ReportRangef(rng, "%s names no field of spec type %s: every carried seat must be a seat tighten function %s governs; rename or remove the field",
					subject, specName, name)
			case !has(gov, seat):
				pass.ReportRangef(rng, "%s is not governed: tighten function %s never reads or writes %s.%s; govern the seat there, or stop carrying it",
					subject, name, specName, seat)
			}
		}
	}
}

// span is a range of source text a finding highlights, for a declaration
// known by its position only (a field of the clamp source, through
// go/types).
type span struct{ pos, end token.Pos }

// Pos returns the start of the span.
func (s span) Pos() token.Pos { return s.pos }

// End returns the end of the span (exclusive).
func (s span) End() token.Pos { return s.end }

func has(g governed, seat string) bool { _, ok := g[seat]; return ok }

// fieldIndex returns the index of the field called name in st, or -1.
func fieldIndex(st *types.Struct, name string) int {
	for i := 0; i < st.NumFields(); i++ {
		if st.Field(i).Name() == name {
			return i
		}
	}
	return -1
}

// display names a declaration in a finding: bare when it is declared in the
// package under analysis, else qualified and with its position.
func (d declInfo) display(pass *analysis.Pass) string {
	if d.PkgPath == pass.Pkg.Path() {
		return d.Name
	}
	return d.at()
}

// pickRole chooses the declaration of a role (the carrier, the
// not-carried table) a tighten function pairs with: the one declared in its
// package (local, when non-nil), else the only one visible; none, or
// several and none local, is a finding at the tighten function.
func pickRole[T any](pass *analysis.Pass, name string, at analysis.Range, local *T, visible []T, decl func(T) declInfo,
	what, whats, directiveDecl string) (T, bool) {
	if local != nil {
		return *local, true
	}
	decls := make([]declInfo, len(visible))
	for i, v := range visible {
		decls[i] = decl(v)
	}
	i, ok := pick(pass, name, at, decls, what, whats, directiveDecl)
	if !ok {
		var zero T
		return zero, false
	}
	return visible[i], true
}

func pick(pass *analysis.Pass, name string, at analysis.Range, visible []declInfo, what, whats, directiveDecl string) (int, bool) {
	switch len(visible) {
	case 0:
		pass.ReportRangef(at, "tighten function %s has no %s visible: declare a %s in its package or in a package it imports",
			name, what, directiveDecl)
		return 0, false
	case 1:
		return 0, true
	}
	pass.ReportRangef(at, "tighten function %s sees %d %s and none in its own package (%s): declare the one it pairs with in its package, or import only one of them",
		name, len(visible), whats, list(visible))
	return 0, false
}

// byName qualifies types as a reader writes them in package pkg: bare for
// pkg's own, by package name for the others.
func byName(pkg *types.Package) types.Qualifier {
	return func(p *types.Package) string {
		if p == pkg {
			return ""
		}
		return p.Name()
	}
}
