package roles

import (
	"cmp"
	"go/token"
	"go/types"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/sema-agent/clampvet/internal/directive"
	"github.com/sema-agent/clampvet/internal/kinds"
	"golang.org/x/tools/go/analysis"
)

// The census roles: a spawn sink starts a child run, a root builds the spec
// of a root run. Both are funcs or methods with bodies, several per package.

// Sink is one //clampvet:spawn func or method declared in the package.
type Sink struct {
	Found directive.Found
	// Func is the declared func; nil when the package is not type-checked.
	Func *types.Func
	// Params are the indices, in SSA order (the receiver first when there
	// is one), of the parameters that carry the child's spec; empty when
	// the sink cannot be read.
	Params []int
	// Problems say why the sink cannot be read (constructors reports them).
	Problems Problems
}

// Root is one //clampvet:root func or method declared in the package.
type Root struct {
	Found    directive.Found
	Func     *types.Func
	Problems Problems
}

// SinkFact is the object fact on a spawn sink, so that a call of it in an
// importing package is checked like a call in its own.
type SinkFact struct {
	// Params are the indices of the spec-carrying parameters, in SSA order
	// (the receiver first when there is one).
	Params []int
}

// AFact marks SinkFact as an analysis fact.
func (*SinkFact) AFact() {}

func (f *SinkFact) String() string {
	parts := make([]string, len(f.Params))
	for i, p := range f.Params {
		parts[i] = strconv.Itoa(p)
	}
	return "spawn sink, spec in params " + strings.Join(parts, ",")
}

// RootFact is the object fact on a root spec builder: a spec it returns
// is the spec of a root run, which has no parent whose clamps would travel.
type RootFact struct{}

// AFact marks RootFact as an analysis fact.
func (*RootFact) AFact() {}

func (*RootFact) String() string { return "root spec builder" }

// SpecTypes returns the identities ("path.Name") of the spec types visible
// in the package: its own tighten function's and those its imports see.
func (p *Package) SpecTypes() []string {
	ids := append([]string(nil), p.Imported.Specs...)
	if p.Tighten != nil && p.Tighten.Spec != nil {
		ids = append(ids, TypeID(p.Tighten.Spec))
	}
	sort.Strings(ids)
	return compactSorted(ids)
}

// TypeID is the identity of a named type across packages: "path.Name".
func TypeID(n *types.Named) string {
	obj := n.Obj()
	if obj.Pkg() == nil {
		return obj.Name()
	}
	return obj.Pkg().Path() + "." + obj.Name()
}

// SpecMatcher reports whether a type is one of the spec types. Its zero
// value matches none.
type SpecMatcher struct {
	// specs are the spec types' TypeIDs, split: the census and the flow
	// rules ask IsSpec of nearly every type they meet, and comparing a
	// name and a path with the one or two spec types costs less than
	// spelling and hashing a TypeID per call.
	specs []specID
}

// specID is a TypeID split at its last dot into the package path and the
// type name (a type name has no dot); inPkg is false for the TypeID of a
// type of no package, which is its bare name.
type specID struct {
	path, name string
	inPkg      bool
}

// NewSpecMatcher matches the spec types of ids.
func NewSpecMatcher(ids []string) SpecMatcher {
	m := SpecMatcher{specs: make([]specID, 0, len(ids))}
	for _, id := range ids {
		s := specID{name: id}
		if i := strings.LastIndexByte(id, '.'); i >= 0 {
			s = specID{path: id[:i], name: id[i+1:], inPkg: true}
		}
		if !slices.Contains(m.specs, s) {
			m.specs = append(m.specs, s)
		}
	}
	return m
}

// IsSpec reports whether t is a spec type: whether the TypeID of the
// named type t is (through aliases, of its generic origin) one of ids.
func (m SpecMatcher) IsSpec(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || len(m.specs) == 0 {
		return false
	}
	obj := n.Origin().Obj()
	for _, s := range m.specs {
		if s.name == obj.Name() && s.inPkg == (obj.Pkg() != nil) && (!s.inPkg || s.path == obj.Pkg().Path()) {
			return true
		}
	}
	return false
}

// Carries reports whether a value of type t carries a spec: t is the spec
// type, a pointer to it, or a struct (or pointer to a struct) one of whose
// fields carries one, at any depth of fields. Slices, maps and interfaces
// do not count: a census follows them only where they are built in view.
func (m SpecMatcher) Carries(t types.Type) bool {
	return m.carries(t, nil, 0) // the set of struct types seen is made on the first struct
}

// CarriesElems reports whether a value of type t carries specs itself
// ([SpecMatcher.Carries]) or as the elements of a slice, array or map, a
// few levels deep.
func (m SpecMatcher) CarriesElems(t types.Type) bool {
	for range 8 {
		switch u := types.Unalias(t).Underlying().(type) {
		case *types.Slice:
			t = u.Elem()
		case *types.Array:
			t = u.Elem()
		case *types.Map:
			t = u.Elem()
		default:
			return m.Carries(t)
		}
	}
	return false
}

// CarriesIn reports whether a value of type t hands specs on: it carries
// them ([SpecMatcher.CarriesElems]; a variadic ...T parameter is a []T),
// or it is a func whose result does. A spawn sink's parameters of these
// types are checked like a spec parameter, element by element.
func (m SpecMatcher) CarriesIn(t types.Type) bool {
	if m.CarriesElems(t) {
		return true
	}
	if sig, ok := types.Unalias(t).Underlying().(*types.Signature); ok {
		for i := range sig.Results().Len() {
			if m.CarriesIn(sig.Results().At(i).Type()) {
				return true
			}
		}
	}
	return false
}

// TakesSpec reports whether the receiver or a parameter of sig carries a
// spec.
func (m SpecMatcher) TakesSpec(sig *types.Signature) bool {
	if sig.Recv() != nil && m.Carries(sig.Recv().Type()) {
		return true
	}
	for i := range sig.Params().Len() {
		if m.Carries(sig.Params().At(i).Type()) {
			return true
		}
	}
	return false
}

// SignatureCarries reports whether sig takes a spec ([SpecMatcher.TakesSpec])
// or returns one: a result that carries a spec, or whose slice, map or array
// elements do, a few levels deep (a function that returns specs in a
// container built in view hands them on).
func (m SpecMatcher) SignatureCarries(sig *types.Signature) bool {
	if m.TakesSpec(sig) {
		return true
	}
	for i := range sig.Results().Len() {
		if m.CarriesElems(sig.Results().At(i).Type()) {
			return true
		}
	}
	return false
}

func (m SpecMatcher) carries(t types.Type, seen map[types.Type]bool, depth int) bool {
	if depth > 16 || len(m.specs) == 0 {
		return false
	}
	t = types.Unalias(t)
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = types.Unalias(p.Elem())
	}
	if m.IsSpec(t) {
		return true
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok || seen[t] {
		return false
	}
	if seen == nil {
		seen = map[types.Type]bool{}
	}
	seen[t] = true
	for i := range st.NumFields() {
		if m.carries(st.Field(i).Type(), seen, depth+1) {
			return true
		}
	}
	return false
}

// readCensus reads the spawn sinks and roots the directives declare.
func (p *Package) readCensus(pass *analysis.Pass, res *directive.Result) {
	specs := p.SpecTypes()
	m := NewSpecMatcher(specs)
	for _, f := range res.Found {
		switch f.Role {
		case directive.Spawn:
			p.Sinks = append(p.Sinks, readSink(pass, f, m, specs))
		case directive.Root:
			p.Roots = append(p.Roots, readRoot(pass, f, m, specs))
		}
	}
}

// The kinds of the census roles' problems, which the constructors analyzer
// reports: a sink or root with no tighten function in view, and one that
// takes or returns no spec.
const (
	censusNoTightenKind = kinds.SpawnRoleNoTighten
	censusRoleShapeKind = kinds.SpawnRoleShape
)

// readSink finds the spec-carrying parameters of one spawn sink.
func readSink(pass *analysis.Pass, f directive.Found, m SpecMatcher, specs []string) *Sink {
	s := &Sink{Found: f}
	s.Func, _ = pass.TypesInfo.Defs[f.Name].(*types.Func)
	if s.Func == nil {
		return s
	}
	name := f.Name.Name
	if len(specs) == 0 {
		s.Problems.rangef(censusNoTightenKind, rangeOf(f), "spawn sink %s: no //clampvet:tighten func in view: import the package that declares it", name)
		return s
	}
	sig := s.Func.Signature()
	var params []*types.Var
	if sig.Recv() != nil {
		params = append(params, sig.Recv())
	}
	for i := range sig.Params().Len() {
		params = append(params, sig.Params().At(i))
	}
	for i, v := range params {
		if m.CarriesIn(v.Type()) {
			s.Params = append(s.Params, i)
		}
	}
	if len(s.Params) == 0 {
		s.Problems.rangef(censusRoleShapeKind, rangeOf(f), "spawn sink %s takes no %s: expect T, *T, a holder of T, or a slice, map or func of T",
			name, specList(specs))
	}
	return s
}

// readRoot checks that a root returns something that carries a spec.
func readRoot(pass *analysis.Pass, f directive.Found, m SpecMatcher, specs []string) *Root {
	r := &Root{Found: f}
	r.Func, _ = pass.TypesInfo.Defs[f.Name].(*types.Func)
	if r.Func == nil {
		return r
	}
	if len(specs) == 0 {
		r.Problems.rangef(censusNoTightenKind, rangeOf(f), "root %s: no //clampvet:tighten func in view: import the package that declares it", f.Name.Name)
		return r
	}
	res := r.Func.Signature().Results()
	for i := range res.Len() {
		if m.Carries(res.At(i).Type()) {
			return r
		}
	}
	r.Problems.rangef(censusRoleShapeKind, rangeOf(f), "root %s returns no %s: return T, *T or a struct holding one",
		f.Name.Name, specList(specs))
	return r
}

// rangeOf is the directive comment's range.
func rangeOf(f directive.Found) analysis.Range {
	return directiveRange{f.Pos, f.End}
}

type directiveRange struct{ pos, end token.Pos }

func (r directiveRange) Pos() token.Pos { return r.pos }
func (r directiveRange) End() token.Pos { return r.end }

// specList names the spec types for a message: "policy.TaskSpec".
func specList(ids []string) string {
	names := make([]string, len(ids))
	for i, id := range ids {
		if j := strings.LastIndex(id, "/"); j >= 0 {
			id = id[j+1:]
		}
		names[i] = id
	}
	sort.Strings(names)
	return strings.Join(names, " or ")
}

// exportCensus exports the sink and root facts.
func (p *Package) exportCensus(pass *analysis.Pass) {
	for _, s := range p.Sinks {
		if s.Func != nil && len(s.Params) > 0 {
			pass.ExportObjectFact(s.Func, &SinkFact{Params: s.Params})
		}
	}
	for _, r := range p.Roots {
		if r.Func != nil && len(r.Problems) == 0 {
			pass.ExportObjectFact(r.Func, new(RootFact))
		}
	}
}

// censusProblems returns the problems reading the sinks or roots found.
func (p *Package) censusProblems(r directive.Role) Problems {
	var out Problems
	switch r {
	case directive.Spawn:
		for _, s := range p.Sinks {
			out = append(out, s.Problems...)
		}
	case directive.Root:
		for _, s := range p.Roots {
			out = append(out, s.Problems...)
		}
	}
	return out
}

// SinkOf returns the spec-carrying parameters of fn when it is a spawn
// sink, declared here or in another package (through its fact).
func (p *Package) SinkOf(fn *types.Func) ([]int, bool) {
	if fn.Pkg() == p.pass.Pkg {
		for _, s := range p.Sinks {
			if s.Func == fn && len(s.Params) > 0 {
				return s.Params, true
			}
		}
		return nil, false
	}
	if fn.Pkg() == nil {
		return nil, false
	}
	f := new(SinkFact)
	if !p.pass.ImportObjectFact(fn, f) {
		return nil, false
	}
	return f.Params, true
}

// IsRoot reports whether fn is a root spec builder, declared here or in
// another package.
func (p *Package) IsRoot(fn *types.Func) bool {
	if fn.Pkg() == p.pass.Pkg {
		for _, r := range p.Roots {
			if r.Func == fn {
				return true
			}
		}
		return false
	}
	return fn.Pkg() != nil && p.pass.ImportObjectFact(fn, new(RootFact))
}

// compactSorted drops repeated strings from a sorted slice.
func compactSorted(s []string) []string {
	out := s[:0]
	for i, v := range s {
		if i == 0 || v != s[i-1] {
			out = append(out, v)
		}
	}
	return out
}

// SinkBehind returns a spawn sink that implements the interface method m,
// when m is not marked itself: a method of m's name, declared here or in
// a package this one imports, whose receiver type (or a pointer to it)
// implements m's interface. A call through m may then start a child run
// that no directive marks, and whose specs no census would check.
func (p *Package) SinkBehind(m *types.Func) (*types.Func, bool) {
	recv := m.Signature().Recv()
	if recv == nil {
		return nil, false
	}
	iface, ok := recv.Type().Underlying().(*types.Interface)
	if !ok {
		return nil, false
	}
	if _, ok := p.SinkOf(m); ok {
		return nil, false
	}
	p.sinkMethodsOnce.Do(p.listSinkMethods)
	for _, s := range p.sinkMethods {
		t := s.Signature().Recv().Type()
		if s.Name() == m.Name() && (types.Implements(t, iface) || types.Implements(types.NewPointer(t), iface)) {
			return s, true
		}
	}
	return nil, false
}

// listSinkMethods lists the sinks in view declared as methods of a
// concrete type, by position.
func (p *Package) listSinkMethods() {
	isMethod := func(fn *types.Func) bool {
		recv := fn.Signature().Recv()
		return recv != nil && !types.IsInterface(recv.Type())
	}
	for _, s := range p.Sinks {
		if s.Func != nil && len(s.Params) > 0 && isMethod(s.Func) {
			p.sinkMethods = append(p.sinkMethods, s.Func)
		}
	}
	for _, f := range p.pass.AllObjectFacts() {
		if fn, ok := f.Object.(*types.Func); ok && isMethod(fn) {
			if _, ok := f.Fact.(*SinkFact); ok {
				p.sinkMethods = append(p.sinkMethods, fn)
			}
		}
	}
	slices.SortFunc(p.sinkMethods, func(a, b *types.Func) int { return cmp.Compare(a.Pos(), b.Pos()) })
}
