package census

import (
	"go/ast"
	"go/types"
	"path/filepath"
	"slices"

	"github.com/sema-agent/clampvet/internal/dataflow/flow"
	"github.com/sema-agent/clampvet/internal/dataflow/straightline"
	"github.com/sema-agent/clampvet/internal/dataflow/summary"
	"github.com/sema-agent/clampvet/internal/dataflow/uses"
	"github.com/sema-agent/clampvet/internal/modpath"
	"github.com/sema-agent/clampvet/internal/roles"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
)

// Findings are the census findings of one package, as diagnostics, and
// what reaches each sink from the calls in the package.
type Findings struct {
	Diagnostics []analysis.Diagnostic
	// Reaches are the origin → sink pairs of the package's calls of sinks
	// and of functions whose parameters reach one, sorted: a spec a
	// constructor or a root builds reaches that sink.
	Reaches []Reach
	// Built reports that the census read SSA for the package (TestBuilt
	// reads it).
	Built bool
	// FastPath is what the syntactic pass (clear.go) cleared and, under
	// straightline.Verify, each difference from the census over SSA
	// (verify reruns it without the pass).
	FastPath straightline.Report
}

// Plan is the census's part of one package's run: what it reads is known
// before anything is built ([Prepare], [Plan.Wants]), and it runs on the
// build ([Plan.Run]).
type Plan struct {
	cs         *censusSite // nil: no spec type in view
	want, rest map[types.Object]bool
	// helpers are built for the writes into seats' elements they make
	// (elementHelpers), whether the census reads them or not.
	helpers map[types.Object]bool
	cl      *clearing
}

// Prepare selects the declarations the census of the package reads, and
// clears what the syntactic pass proves. uses calls its argument with
// every use of a function in the package, in position order.
func Prepare(pass *analysis.Pass, r *roles.Package, tbl *summary.Table, funcs uses.Index) *Plan {
	specs := r.SpecTypes()
	if len(specs) == 0 {
		return &Plan{}
	}
	cs := newCensusSite(pass, r, roles.NewSpecMatcher(specs), tbl)
	p := &Plan{cs: cs}
	p.want = cs.wanted(funcs)
	p.helpers = cs.elementHelpers()
	cs.memory = cs.memoryCandidates(cs.sc.bodies)
	for obj := range cs.memory {
		p.want[obj] = true // read by SSA: the syntactic pass leaves them (clearing.read)
	}
	p.cl = cs.clear(p.want)
	p.rest = p.want
	if p.cl != nil && len(p.cl.facts) > 0 {
		p.rest = map[types.Object]bool{}
		for obj := range p.want {
			if !p.cl.cleared(obj) {
				p.rest[obj] = true
			}
		}
	}
	return p
}

// Wants reports whether the census reads obj's SSA.
func (p *Plan) Wants(obj types.Object) bool {
	return p.rest[obj] || p.helpers[obj] || straightline.Verify && p.want[obj]
}

// Run takes the census of the package over built, which holds every
// declaration [Plan.Wants] selects, and writes the package's summaries.
func (p *Plan) Run(built *flow.Built, elems *flow.Elements) *Findings {
	out := &Findings{}
	cs := p.cs
	if cs == nil {
		return out
	}
	cs.built, cs.elems = built, elems
	res := cs.run(p.rest, p.cl, out)
	if straightline.Verify && p.cl != nil && len(p.cl.facts) > 0 {
		for obj := range p.cl.facts {
			out.FastPath.Cleared = append(out.FastPath.Cleared, obj.Name())
		}
		slices.Sort(out.FastPath.Cleared)
		out.FastPath.Disagreements = cs.verify(p.want, res)
	}
	cs.export(res)
	out.Reaches = res.Reaches
	for _, f := range res.Findings {
		out.Diagnostics = append(out.Diagnostics, analysis.Diagnostic{Pos: f.Pos, End: f.End, Category: f.Kind, Message: f.Message, Related: f.Related})
	}
	return out
}

// run takes the census over SSA for the declarations of want (none: no
// SSA at all) and adds what the syntactic pass found (cl may be nil).
func (cs *censusSite) run(want map[types.Object]bool, cl *clearing, out *Findings) *Result {
	var res *Result
	// One fact for every constructor and constructor var whose body is
	// not read (a package of a large engine has hundreds): a fact is
	// never changed once made, only copied into the package's summary.
	ctorFact := &Fact{Constructor: true}
	if len(want) > 0 {
		if out != nil {
			out.Built = true
		}
		env := cs.env(cs.built)
		if cl != nil {
			env.Cleared = cl.clearedFact
		}
		res = Run(env, cs.built.AllOf(func(obj types.Object) bool { return want[obj] }))
	} else {
		// Sized for every fact the package exports: its constructors,
		// constructor vars and what the syntactic pass cleared.
		n := len(cs.ctors) + len(cs.varCtors)
		if cl != nil {
			n += len(cl.facts)
		}
		res = &Result{Facts: make(map[types.Object]*Fact, n)}
		for v := range cs.varCtors {
			res.Facts[v] = ctorFact
		}
	}
	for obj := range cs.ctors {
		if res.Facts[obj] == nil {
			res.Facts[obj] = ctorFact // not built: its body is not read
		}
	}
	if cl != nil {
		cl.merge(res)
	}
	return res
}

// export writes the census's part of the summaries of the package's
// declarations.
func (cs *censusSite) export(res *Result) {
	for obj, f := range res.Facts {
		if obj.Pkg() != cs.pass.Pkg {
			continue
		}
		cs.tbl.Edit(obj).Merge(f)
	}
}

// censusSite is what the census glue reads from one pass.
type censusSite struct {
	pass    *analysis.Pass
	tbl     *summary.Table // the summaries read and written
	built   *flow.Built    // the package's build, once made
	elems   *flow.Elements // the writes into seats' elements, with built
	r       *roles.Package
	m       roles.SpecMatcher
	carrier *types.Func // a carrier callable here, for the dataflow; may be nil
	tighten *types.Func // the tighten function paired with it; may be nil
	roles   *flow.Roles // the carrier's roles (flowRoles), once derived
	// memory are the functions that may write a seat through memory they
	// read themselves (memoryCandidates): always built and read.
	memory map[types.Object]bool
	ctors  map[*types.Func]bool // the package's funcs whose body names a carrier
	// bodyOf are the bodies of the package's declared funcs (wanted).
	bodyOf map[*types.Func]*ast.BlockStmt
	// varCtors are the package-level vars initialized by a func literal
	// whose body (or a literal nested in it) calls a carrier.
	varCtors map[*types.Var]bool
	// funcs are the package's uses of functions (see uses).
	funcs uses.Index
	// carriesOf remembers which named types carry a spec (see carries).
	carriesOf map[*types.Named]bool
	// sc holds funcs, bodyOf and the lists wanted makes on the way, until
	// check returns.
	sc *scratch
}

func newCensusSite(pass *analysis.Pass, r *roles.Package, m roles.SpecMatcher, tbl *summary.Table) *censusSite {
	cs := &censusSite{pass: pass, r: r, m: m, tbl: tbl, carriesOf: map[*types.Named]bool{}, sc: newScratch()}
	if r.Carrier != nil && r.Carrier.Func != nil {
		cs.carrier = r.Carrier.Func
	}
	if r.Tighten != nil {
		cs.tighten, _ = pass.TypesInfo.Defs[r.Tighten.Decl.Name].(*types.Func)
	}
	for _, imp := range pass.Pkg.Imports() {
		for _, c := range r.Imported.Carriers {
			if cs.carrier == nil && c.Decl.PkgPath == imp.Path() {
				cs.carrier, _ = imp.Scope().Lookup(c.Decl.Name).(*types.Func)
			}
		}
		for _, t := range r.Imported.Tightens {
			if cs.tighten == nil && t.PkgPath == imp.Path() {
				cs.tighten, _ = imp.Scope().Lookup(t.Name).(*types.Func)
			}
		}
	}
	return cs
}

// isCarrier reports whether fn is a carrier, here or imported.
func (cs *censusSite) isCarrier(fn *types.Func) bool {
	if fn.Pkg() == cs.pass.Pkg {
		return cs.r.Carrier != nil && cs.r.Carrier.Func == fn
	}
	_, ok := cs.r.ImportedCarrier(fn)
	return ok
}

// wanted selects the declarations to build, and records the package's
// constructors (funcs and methods whose body names a carrier) in cs.ctors.
// A constructor's spec is accepted without reading its body, so it is
// built only when its body names a target: a sink, a function of another
// package whose parameters reach one (its fact), or a function of this
// package that takes a spec and is no constructor (it may hand its
// parameter on). Any other func whose signature carries a spec is built,
// for its summary; so is a var initialized with such a func literal.
func (cs *censusSite) wanted(funcs uses.Index) map[types.Object]bool {
	carriers := cs.uses(funcs)
	in := func(offs []int, n ast.Node) bool {
		i, _ := slices.BinarySearch(offs, int(n.Pos()))
		return i < len(offs) && offs[i] < int(n.End())
	}
	info := cs.pass.TypesInfo
	bodies := cs.sc.bodies[:0] // the declared funcs with a body, read once
	cs.bodyOf = cs.sc.bodyOf
	cs.ctors = map[*types.Func]bool{}
	for _, f := range cs.pass.Files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				if obj, ok := info.Defs[fd.Name].(*types.Func); ok {
					bodies = append(bodies, funcBody{obj, fd.Body})
					cs.bodyOf[obj] = fd.Body
					if in(carriers, fd.Body) {
						cs.ctors[obj] = true
					}
				}
			}
		}
	}
	cs.sc.bodies = bodies
	want := make(map[types.Object]bool, len(bodies))
	for _, b := range bodies {
		generic := b.obj.Signature().TypeParams().Len() > 0 // it may pass a spec on: summarized
		if cs.namesTarget(b.body) || !cs.ctors[b.obj] && (cs.m.SignatureCarries(b.obj.Signature()) || generic) {
			want[b.obj] = true
		}
	}
	for _, f := range cs.pass.Files {
		for _, d := range f.Decls {
			if d, ok := d.(*ast.GenDecl); ok {
				names := func(n ast.Node) bool { return in(carriers, n) }
				cs.wantVars(d, names, cs.namesTarget, want)
				cs.wantTables(d, names, cs.namesTarget, want)
			}
		}
	}
	return want
}

// funcBody is a declared func and its body.
type funcBody struct {
	obj  *types.Func
	body *ast.BlockStmt
}

// Kinds of function uses (see uses).
const (
	otherUse = iota
	carrierUse
)

// uses takes the package's uses of functions as cs.funcs and returns the
// positions of the uses of a carrier, sorted. A function is used many
// times (a package of 10,000 constructors names the carrier 10,000
// times), so what it is is asked once per function, not once per use. The
// uses come from the flow rules' result, which set aside every use of a
// function in their one pass over types.Info.Uses, sorted.
func (cs *censusSite) uses(funcs uses.Index) (carriers []int) {
	cs.funcs = funcs
	kinds, carriers := cs.sc.kinds, cs.sc.carriers[:0]
	for _, u := range funcs {
		kind, known := kinds[u.Fn]
		if !known {
			if cs.isCarrier(u.Fn) {
				kind = carrierUse
			}
			kinds[u.Fn] = kind
		}
		if kind == carrierUse {
			carriers = append(carriers, int(u.ID.Pos()))
		}
	}
	cs.sc.carriers = carriers
	return carriers
}

// namesTarget reports whether n holds a use of a target: a function that
// is no carrier and of which [censusSite.takesTarget] holds, asked once
// per function and only of the uses in the bodies wanted reads, up to the
// first target in each (a package's uses outside them, and after it,
// decide nothing). It reads cs.ctors.
func (cs *censusSite) namesTarget(n ast.Node) bool {
	isTarget := cs.sc.isTarget
	for _, u := range cs.funcs.In(n) {
		if cs.sc.kinds[u.Fn] == carrierUse {
			continue
		}
		t, known := isTarget[u.Fn]
		if !known {
			t = cs.takesTarget(u.Fn)
			isTarget[u.Fn] = t
		}
		if t {
			return true
		}
	}
	return false
}

// takesTarget reports whether fn takes a spec and is a target
// ([censusSite.isTarget]). For a function of the package the second is
// asked first: it is a comparison or two, and false for the package's
// constructors, most of the functions an engine's package uses; for
// another package's function it reads a fact, and the first is asked
// first.
func (cs *censusSite) takesTarget(fn *types.Func) bool {
	if fn.Pkg() == cs.pass.Pkg {
		return cs.isTarget(fn) && cs.takesSpec(fn.Signature())
	}
	return cs.takesSpec(fn.Signature()) && cs.isTarget(fn)
}

// isTarget reports whether a call of fn, which takes a spec, may have to
// be given a clean one: a sink, a function of another package whose fact
// says its parameters reach one, a function of this package that is no
// constructor (its obligations are found by the census).
func (cs *censusSite) isTarget(fn *types.Func) bool {
	if cs.tighten != nil && fn == cs.tighten {
		return false
	}
	if _, ok := cs.r.SinkOf(fn); ok {
		return true
	}
	if _, ok := cs.r.SinkBehind(fn); ok {
		return true // a call through it is a finding: SSA's
	}
	if fn.Pkg() == cs.pass.Pkg {
		return !cs.ctors[fn]
	}
	f := cs.tbl.Imported(fn)
	return f != nil && len(f.Reaches) > 0
}

// wantVars selects the vars of d initialized by a func literal as wanted
// selects funcs, and records the constructor vars in cs.varCtors: a
// constructor var's spec is accepted without reading its literal, which is
// built only when it names a target; any other literal whose signature
// carries a spec is built, for its summary.
func (cs *censusSite) wantVars(d *ast.GenDecl, namesCarrier, namesTarget func(ast.Node) bool, want map[types.Object]bool) {
	if cs.varCtors == nil {
		cs.varCtors = map[*types.Var]bool{}
	}
	for obj, lit := range roles.FuncLitVars(cs.pass.TypesInfo, d) {
		if namesCarrier(lit.Body) && cs.callsCarrier(lit.Body) {
			cs.varCtors[obj] = true
		}
		sig, _ := cs.pass.TypesInfo.TypeOf(lit).(*types.Signature)
		if sig != nil && cs.m.SignatureCarries(sig) && !cs.varCtors[obj] || namesTarget(lit.Body) {
			want[obj] = true
		}
	}
}

// wantTables records the constructor tables of d in cs.varCtors (one of
// a table's func literals calls a carrier: package flowrules checks every
// literal of it as a constructor, and keeps the table as declared), and
// selects a table whose literals name a target: their calls are checked.
func (cs *censusSite) wantTables(d *ast.GenDecl, namesCarrier, namesTarget func(ast.Node) bool, want map[types.Object]bool) {
	for obj, lits := range roles.TableLits(cs.pass.TypesInfo, d) {
		for _, lit := range lits {
			if namesCarrier(lit.Body) && cs.callsCarrier(lit.Body) {
				cs.varCtors[obj] = true
			}
			if namesTarget(lit.Body) {
				want[obj] = true
			}
		}
	}
}

// callsCarrier reports whether body calls a carrier statically, as SSA
// sees a call: directly, or in a func literal nested in it. A carrier
// only named (a func value) does not make a constructor var. A call with
// a static callee holds a use of a function (the callee's name), so the
// walk skips every subtree that holds none: most of a constructor's
// literals.
func (cs *censusSite) callsCarrier(body *ast.BlockStmt) bool {
	inBody := cs.funcs.In(body)
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if found || n == nil || !inBody.Holds(n) {
			return false
		}
		if call, ok := n.(*ast.CallExpr); ok {
			fn := cs.funcs.StaticCallee(cs.pass.TypesInfo, call)
			found = fn != nil && cs.isCarrier(fn)
		}
		return !found
	})
	return found
}

// env is the census environment of the pass.
func (cs *censusSite) env(built *flow.Built) *Env {
	pass := cs.pass
	env := &Env{
		Fset: pass.Fset, Pkg: pass.Pkg, Spec: cs.m,
		Module:     modulePath(pass),
		Sink:       cs.r.SinkOf,
		SinkBehind: cs.r.SinkBehind,
		Root:       cs.r.IsRoot,
		Elements:   cs.elems,
		Carrier:    cs.isCarrier,
		Tighten:    func(fn *types.Func) bool { return cs.tighten != nil && fn == cs.tighten },
		Imported: func(obj types.Object) (*Fact, bool) {
			f := cs.tbl.Imported(obj)
			return f, f != nil
		},
		ImportedLoosening: func() []*types.Func {
			var out []*types.Func
			for _, f := range pass.AllObjectFacts() {
				sum, ok := f.Fact.(*summary.Summary)
				if fn, isFn := f.Object.(*types.Func); isFn && ok && len(sum.Loosens) > 0 && isConcreteMethod(fn) {
					out = append(out, fn)
				}
			}
			return out
		},
		VarLit: built.VarLit,
		VarLits: func(v *types.Var) []*ssa.Function {
			if fn := built.VarLit(v); fn != nil {
				return []*ssa.Function{fn}
			}
			return built.TableLits(v)
		},
		VarCtor:     func(v *types.Var) bool { return cs.varCtors[v] },
		Constructor: func(fn *types.Func) bool { return cs.ctors[fn] },
		Checked: func(fn *ssa.Function) bool {
			return !modpath.IsTestFile(filepath.Base(pass.Fset.PositionFor(fn.Pos(), false).Filename))
		},
	}
	if fr := cs.flowRoles(); fr != nil {
		ck := flow.NewChecker(pass.Fset, fr, nil)
		env.Clamped = ck.IsClamped
		env.ClampedBefore = ck.ClampedBefore
	}
	// With no carrier this package can call, a seat is still known by
	// name, from every carrier in view, so that a write on the way to a
	// sink is found rather than passed.
	env.Carried = cs.carried()
	return env
}

// seatNamed reports whether a field is named like a seat of a carrier in
// view (the package's own, or any its imports' facts make visible), when no
// carrier's roles can be derived here. It may take a field of a holder for
// a seat, which can only add a finding.
func (cs *censusSite) seatNamed() func(*types.Var) bool {
	names := map[string]bool{}
	if c := cs.r.Carrier; c != nil && c.Source != nil {
		for _, n := range c.Source.Names() {
			names[n] = true
		}
	}
	if cs.r.Imported != nil {
		for _, c := range cs.r.Imported.Carriers {
			for _, n := range c.Seats {
				names[n] = true
			}
		}
	}
	if len(names) == 0 {
		return nil
	}
	return func(f *types.Var) bool { return names[f.Name()] }
}

// modulePath is the path of the pass's module, "" when the driver gives
// none (a constructor of another module is then told apart by no one).
func modulePath(pass *analysis.Pass) string {
	if pass.Module == nil {
		return ""
	}
	return pass.Module.Path
}
