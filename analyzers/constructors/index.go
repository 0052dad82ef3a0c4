package constructors

import (
	"cmp"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"sort"
	"strings"

	"github.com/sema-agent/clampvet/internal/modpath"
	"github.com/sema-agent/clampvet/internal/roles"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// sourceFiles are the package's non-test, non-cgo-generated files with the
// base names a registry row would use.
//
// A package has few files: slices, where two maps per package (by file and
// by name) cost more than the searches they spared.
type sourceFiles struct {
	files []*ast.File
	bases []string // bases[i] is the base name of files[i]
	names []string // sorted, unique
}

func collectFiles(pass *analysis.Pass) sourceFiles {
	var sf sourceFiles
	for _, f := range pass.Files {
		b, ok := modpath.Base(pass.Fset, f)
		if !ok || modpath.IsTestFile(b) {
			continue
		}
		sf.files = append(sf.files, f)
		sf.bases = append(sf.bases, b)
	}
	names := slices.Clone(sf.bases)
	slices.Sort(names)
	sf.names = slices.Compact(names)
	return sf
}

// has reports whether f is one of the files.
func (sf sourceFiles) has(f *ast.File) bool { return slices.Contains(sf.files, f) }

// ignoredFiles lists the base names of the non-test Go files the driver
// reports as excluded by build constraints.
func ignoredFiles(pass *analysis.Pass, have []string) []string {
	var out []string
	for _, name := range pass.IgnoredFiles {
		b := baseOf(name)
		if !strings.HasSuffix(b, ".go") || modpath.IsTestFile(b) || hasFile(have, b) {
			continue
		}
		out = append(out, b)
	}
	sort.Strings(out)
	return compact(out)
}

func lastSep(s string) int {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == '/' || s[i] == '\\' {
			return i
		}
	}
	return -1
}

func compact(s []string) []string {
	out := s[:0]
	for i, v := range s {
		if i == 0 || v != s[i-1] {
			out = append(out, v)
		}
	}
	return out
}

// carrierCalls decides whether calls resolve to a carrier: the one declared
// in this package or one an imported package declares (a roles fact).
// The answer for each imported callee is cached, "no" included, with the
// carrier's key built once: a package calls the same few funcs many times.
type carrierCalls struct {
	pass   *analysis.Pass
	roles  *roles.Package
	cached map[*types.Func]string // imported callee -> key, "" when not a carrier
	local  string                 // the local carrier's key, once built
	// singles are the one-key lists single hands out.
	singles [][]string
}

func newCarrierCalls(pass *analysis.Pass, r *roles.Package) *carrierCalls {
	return &carrierCalls{pass: pass, roles: r, cached: make(map[*types.Func]string)}
}

// any reports whether a call can resolve to a carrier: the package
// declares one, or its imports make one visible.
func (c *carrierCalls) any() bool {
	if c.roles == nil {
		return false
	}
	local := c.roles.Carrier
	return local != nil && local.Func != nil || len(c.roles.Imported.Carriers) > 0
}

// single returns the list of the one carrier key, shared by every entry
// that calls that carrier alone (nearly every constructor): a list of
// length and capacity one is never written, since adding a second key
// copies it (see mark), and the entries are read-only once exported.
func (c *carrierCalls) single(key string) []string {
	for _, s := range c.singles {
		if s[0] == key {
			return s
		}
	}
	s := []string{key}
	c.singles = append(c.singles, s)
	return s
}

// carrier returns the key (roles.DeclInfo.Key) of call's static callee
// when it is a carrier, else "". A call through a variable, a method, a
// builtin or a conversion never is.
func (c *carrierCalls) carrier(call *ast.CallExpr) string {
	fn := typeutil.StaticCallee(c.pass.TypesInfo, call)
	if fn == nil {
		return ""
	}
	fn = fn.Origin()
	if sig, ok := fn.Type().(*types.Signature); !ok || sig.Recv() != nil {
		return ""
	}
	if fn.Pkg() == c.pass.Pkg {
		if local := c.roles.Carrier; local == nil || local.Func != fn {
			return ""
		}
		if c.local == "" {
			c.local = carrierKey(fn)
		}
		return c.local
	}
	key, ok := c.cached[fn]
	if !ok {
		if _, is := c.roles.ImportedCarrier(fn); is {
			key = carrierKey(fn)
		}
		c.cached[fn] = key
	}
	return key
}

// carrierKey is the key of carrier fn, as roles.DeclInfo.Key spells it.
func carrierKey(fn *types.Func) string { return fn.Pkg().Path() + "\x00" + fn.Name() }

// buildEntry summarizes the package under analysis for row resolution:
// its files, and when it can call a carrier, the index of its package-level
// declarations with their shapes and whether each calls a carrier.
func buildEntry(pass *analysis.Pass, sf sourceFiles, canCall bool, calls *carrierCalls) pkgSummary {
	p := pkgSummary{
		Path:    pass.Pkg.Path(),
		Files:   sf.names,
		Ignored: ignoredFiles(pass, sf.names),
		CanCall: canCall,
	}
	if !canCall {
		return p
	}
	indexDecls(pass, sf, &p, false).markCalls(pass, sf, calls)
	sortByName(p.Decls)
	if hasDuplicateName(p.Decls) {
		// Only a package that does not type-check declares a name
		// twice: index it again, the first declaration of each name
		// answering for it.
		indexDecls(pass, sf, &p, true).markCalls(pass, sf, calls)
		sortByName(p.Decls)
	}
	return p
}

// sortByName sorts entries by name.
func sortByName(ds []declSummary) {
	slices.SortFunc(ds, func(a, b declSummary) int { return strings.Compare(a.Name, b.Name) })
}

// hasDuplicateName reports whether two entries of ds, sorted by name,
// have the same name.
func hasDuplicateName(ds []declSummary) bool {
	for i := 1; i < len(ds); i++ {
		if ds[i].Name == ds[i-1].Name {
			return true
		}
	}
	return false
}

// indexDecls fills p.Decls with the package-level declarations of the
// files of sf, in source order, and returns their index. Unless dedup, a
// name declared twice (a type error) gets two entries: a map of the names
// to spare that would cost a string hash per declaration of every
// package, so buildEntry looks for a duplicate once the entries are sorted.
func indexDecls(pass *analysis.Pass, sf sourceFiles, p *pkgSummary, dedup bool) *declIndex {
	// Sized for one name per top-level declaration, the common case.
	n := 0
	for _, f := range sf.files {
		n += len(f.Decls)
	}
	x := &declIndex{p: p, spans: make([]declSpan, 0, n)}
	if dedup {
		x.byName = make(map[string]int, n)
	}
	p.Decls = make([]declSummary, 0, n)
	for i, f := range sf.files {
		file := slices.Index(sf.names, sf.bases[i]) // once per file, not per name
		for _, d := range f.Decls {
			x.addDecl(pass.TypesInfo, file, d)
		}
	}
	slices.SortFunc(x.spans, func(a, b declSpan) int { return cmp.Compare(a.pos, b.pos) })
	return x
}

// declIndex builds the index of a package's package-level declarations.
type declIndex struct {
	p      *pkgSummary
	byName map[string]int // name -> index in p.Decls; nil unless deduplicating
	// spans are the source ranges of the declarations whose carrier
	// calls count for an entry of p.Decls (none for a name add skips).
	// They are package-level declarations and func literals bound to
	// package-level vars, so they never nest: a call belongs to the one
	// whose range holds its position, found by binary search in one walk
	// of the calls (a map from node to entry would cost a walk per
	// declaration).
	spans []declSpan
}

// declSpan is the source range of one declaration and the index in
// p.Decls of its name's entry.
type declSpan struct {
	pos, end token.Pos
	entry    int
}

// add records one declaration of the file with index file in p.Files and
// returns the index of its name's entry, -1 for a name no row can name.
// When deduplicating, the first of a name answers (a second is a type
// error).
func (x *declIndex) add(name string, file int, s shape) int {
	if name == "_" || name == "init" {
		return -1
	}
	if x.byName != nil {
		if i, dup := x.byName[name]; dup {
			return i
		}
		x.byName[name] = len(x.p.Decls)
	}
	x.p.Decls = append(x.p.Decls, declSummary{Name: name, File: file, Shape: s})
	return len(x.p.Decls) - 1
}

// addDecl records the names one top-level declaration binds.
func (x *declIndex) addDecl(info *types.Info, file int, d ast.Decl) {
	switch d := d.(type) {
	case *ast.FuncDecl:
		name := d.Name.Name
		s := shapeFunc
		if d.Recv != nil {
			name = recvName(info, d) + "." + name
			s = shapeMethod
		}
		if d.Body == nil {
			s = shapeNoBody
		}
		x.attribute(d, x.add(name, file, s))
	case *ast.GenDecl:
		for _, spec := range d.Specs {
			switch spec := spec.(type) {
			case *ast.TypeSpec:
				x.noteAlias(info, spec, x.add(spec.Name.Name, file, shapeType))
			case *ast.ValueSpec:
				x.addValues(info, file, d.Tok, spec)
			}
		}
	}
}

// attribute attributes the carrier calls under n to entry i (add's
// answer). An init or a blank declaration has no entry (no row can name
// it, and add skips it): its calls are no declaration's, and the dataflow
// rules report each one (the carrier's result is lost there, or its
// constructor can never be called).
func (x *declIndex) attribute(n ast.Node, i int) {
	if i >= 0 {
		x.spans = append(x.spans, declSpan{pos: n.Pos(), end: n.End(), entry: i})
	}
}

// addValues records the names of a const or var spec.
func (x *declIndex) addValues(info *types.Info, file int, tok token.Token, spec *ast.ValueSpec) {
	for i, id := range spec.Names {
		if tok == token.CONST {
			x.add(id.Name, file, shapeConst)
			continue
		}
		s := shapeNoValue
		switch {
		case len(spec.Values) == len(spec.Names):
			s = varShape(info, spec.Values[i])
		case len(spec.Values) > 0:
			s = shapeCall // var a, b = f()
		}
		entry := x.add(id.Name, file, s)
		switch s {
		case shapeFuncLit:
			x.attribute(ast.Unparen(spec.Values[i]), entry)
		case shapeTable:
			// Each literal's calls are the table's: the literals of one
			// table never nest, nor meet another declaration's span.
			for _, lit := range roles.TableOf(spec.Values[i]) {
				x.attribute(lit, entry)
			}
		}
	}
}

// enclosing is the entry of the declaration of spans whose range holds
// pos, or nil.
func (x *declIndex) enclosing(pos token.Pos) *declSummary {
	// The last span that starts at or before pos.
	i, found := slices.BinarySearchFunc(x.spans, pos, func(s declSpan, p token.Pos) int { return cmp.Compare(s.pos, p) })
	if !found {
		i--
	}
	if i < 0 || pos >= x.spans[i].end {
		return nil
	}
	return &x.p.Decls[x.spans[i].entry]
}

// mark records on d the carrier call calls, if it is one.
func (x *declIndex) mark(d *declSummary, call *ast.CallExpr, calls *carrierCalls) {
	key := calls.carrier(call)
	if key == "" {
		return
	}
	d.Calls = true
	switch {
	case d.Carriers == nil:
		d.Carriers = calls.single(key)
	case !slices.Contains(d.Carriers, key):
		d.Carriers = append(d.Carriers, key)
		slices.Sort(d.Carriers)
	}
}

// recvName is the name of the type a method belongs to: the receiver's
// base type as go/types resolves it, through aliases (func (t T) M() with
// type T = Teacher is Teacher.M), else as written.
func recvName(info *types.Info, d *ast.FuncDecl) string {
	if fn, ok := info.Defs[d.Name].(*types.Func); ok {
		if named := localNamed(fn.Signature().Recv().Type()); named != nil {
			return named.Obj().Name()
		}
	}
	return recvTypeName(d.Recv)
}

// localNamed returns the named type t is or points to, through aliases,
// or nil.
func localNamed(t types.Type) *types.Named {
	t = types.Unalias(t)
	if p, ok := t.(*types.Pointer); ok {
		t = types.Unalias(p.Elem())
	}
	if n, ok := t.(*types.Named); ok {
		return n.Origin()
	}
	return nil
}

// noteAlias records on entry i (add's answer for spec), for an alias of a
// named type of the package (or of a pointer to one), the name of that
// type: the type its methods belong to.
func (x *declIndex) noteAlias(info *types.Info, spec *ast.TypeSpec, i int) {
	tn, ok := info.Defs[spec.Name].(*types.TypeName)
	if !ok || !tn.IsAlias() {
		return
	}
	named := localNamed(tn.Type())
	if named == nil || named.Obj().Pkg() != tn.Pkg() {
		return
	}
	if i >= 0 {
		x.p.Decls[i].Alias = named.Obj().Name()
	}
}

// recvTypeName is the base type name of a method receiver: T for T, *T,
// T[K], *T[K, V] and parenthesized forms.
func recvTypeName(recv *ast.FieldList) string {
	if recv == nil || len(recv.List) == 0 {
		return ""
	}
	t := recv.List[0].Type
	for {
		switch x := ast.Unparen(t).(type) {
		case *ast.StarExpr:
			t = x.X
		case *ast.IndexExpr:
			t = x.X
		case *ast.IndexListExpr:
			t = x.X
		case *ast.Ident:
			return x.Name
		default:
			return ""
		}
	}
}

// varShape classifies a package-level var's initializer.
func varShape(info *types.Info, e ast.Expr) shape {
	switch e := ast.Unparen(e).(type) {
	case *ast.FuncLit:
		return shapeFuncLit
	case *ast.CallExpr:
		if tv, ok := info.Types[e.Fun]; ok && tv.IsType() {
			return shapeConversion
		}
		return shapeCall
	case *ast.SelectorExpr:
		if sel, ok := info.Selections[e]; ok {
			switch sel.Kind() {
			case types.MethodVal:
				return shapeMethodValue
			case types.MethodExpr:
				return shapeMethodExpr
			}
			return shapeOtherVar // a field
		}
		return shapeIdent // a qualified identifier, pkg.F
	case *ast.Ident:
		return shapeIdent
	case *ast.IndexExpr, *ast.IndexListExpr:
		return shapeInstance
	}
	if len(roles.TableOf(e)) > 0 {
		return shapeTable
	}
	return shapeOtherVar
}
