package flowrules

import (
	"cmp"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"sort"
	"strings"

	"github.com/sema-agent/clampvet/internal/dataflow/flow"
	"github.com/sema-agent/clampvet/internal/dataflow/straightline"
	"github.com/sema-agent/clampvet/internal/roles"
	"github.com/sema-agent/clampvet/internal/steps"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
)

// flowRun is the SSA half of one package's run.
type flowRun struct {
	s        *scan
	built    *flow.Built
	elems    *flow.Elements  // the writes into seats' elements, callees' included
	want     wantSet         // the declarations the rules read
	fns      []*ssa.Function // every built function the rules read
	checkers []*checker
	// obliged are the local functions with an obligation.
	obliged map[*types.Func]bool
	// cleared are the declarations the syntactic pass proves (clear.go),
	// with their obligations: the rules read no SSA of them.
	cleared map[types.Object][]int
	// disagreements are the cleared functions in which SSA, built for
	// them too under straightline.Verify, reports a finding or other
	// obligations.
	disagreements []string
	// clearRoles are the roles the syntactic pass derived for its carrier
	// (nil without one): newCheckers reuses them for the same carrier
	// rather than deriving them twice. Roles are never written once made.
	clearRoles *flow.Roles
}

// checker is the flow checker of one source type, with the memo of the
// obligations of the package's functions it computed.
type checker struct {
	c       *flow.Checker
	carrier *types.Func // nil: the source is only handed on here
	// reach is whether the clamps can be followed: the carrier has one
	// result (without one, only the whole-source rule applies).
	reach bool
	memo  map[*ssa.Function]*sourcesMemo
}

type sourcesMemo struct {
	done     bool
	findings []flow.Finding
	obs      flow.Obligations
}

func newFlow(s *scan) *flowRun {
	f := &flowRun{s: s, obliged: map[*types.Func]bool{}}
	f.want = s.wanted()
	if c := f.newClearer(); c != nil {
		f.cleared = c.clearAll(f.want)
	}
	return f
}

// rules reports whether the rules read obj's SSA: wanted, and not cleared
// by the syntactic pass.
func (f *flowRun) rules(obj types.Object) bool {
	_, cleared := f.cleared[obj]
	return f.want.has(obj) && !cleared
}

// use takes the package's build, which holds every declaration the rules
// read.
func (f *flowRun) use(built *flow.Built) {
	f.built = built
	// Package-level variable initializers other than func literals are not
	// followed (the package documentation says so): the syntactic checks
	// own a source literal there, and clamps kept in a variable are
	// applied, or not, in the functions that read it.
	f.fns = built.AllOf(f.rules)
	// The checkers read only built functions: where the syntactic pass
	// cleared every wanted one, none is made (straightline.Verify
	// reads them on the cleared ones).
	if len(f.fns) > 0 || straightline.Verify {
		f.newCheckers()
	}
}

// wantSet is the declarations the rules read: functions and methods, and
// package-level variables initialized by a func literal. Two maps keyed
// by pointer rather than one keyed by types.Object, whose every lookup
// hashes an interface: the syntactic pass asks about each function of
// the package a constructor names.
type wantSet struct {
	funcs map[*types.Func]bool
	vars  map[*types.Var]bool
}

// has reports whether obj is wanted.
func (w wantSet) has(obj types.Object) bool {
	switch o := obj.(type) {
	case *types.Func:
		return w.funcs[o]
	case *types.Var:
		return w.vars[o]
	}
	return false
}

// newCheckers makes one checker per source type used, with its carrier
// (and the tighten function paired with it) when the carrier is used here.
func (f *flowRun) newCheckers() {
	s := f.s
	bySource := map[*types.TypeName]*types.Func{}
	for fn := range s.carriers {
		if named, ok := types.Unalias(fn.Signature().Params().At(0).Type()).(*types.Named); ok {
			bySource[named.Obj()] = fn
		}
	}
	names := make([]*types.TypeName, 0, len(s.sources))
	for obj := range s.sources {
		names = append(names, obj)
	}
	sort.Slice(names, func(i, j int) bool { return names[i].Pos() < names[j].Pos() })
	for _, obj := range names {
		ck := &checker{carrier: bySource[obj], memo: map[*ssa.Function]*sourcesMemo{}}
		var r *flow.Roles
		var err error
		switch {
		case ck.carrier != nil && f.clearRoles != nil && f.clearRoles.Carrier == ck.carrier:
			r = f.clearRoles // the same carrier, the same tighten function
		case ck.carrier != nil:
			r, err = flow.NewRoles(ck.carrier, s.r.TightenFor(ck.carrier))
			if err == nil {
				r.Restricting = s.restricting(ck.carrier, r.Source)
			}
		default:
			r, err = s.sourceRoles(s.sources[obj])
		}
		if err != nil {
			continue // a shape the roles' owners report
		}
		ck.reach = followable(r)
		ck.c = flow.NewChecker(s.pass.Fset, r, f.summary)
		ck.c.NameLiterals(f.built)
		ck.c.SetDiscarded(func(lparen token.Pos) bool { return discarded(s.pass.Files, lparen) })
		ck.c.SetSinks(func(callee *types.Func) []int { return f.sinks(ck, callee) })
		ck.c.SetSpawns(s.spawns)
		ck.c.SetRoots(s.r.IsRoot)
		ck.c.SetElements(f.elems)
		f.checkers = append(f.checkers, ck)
	}
}

// sourceRoles are the roles of a source the package only hands on: with
// the spec type and restricting values of the carrier src's package
// declares for it, where one is in view, so that the seats of its literals
// can be checked.
func (s *scan) sourceRoles(src *types.Named) (*flow.Roles, error) {
	r, err := flow.NewSourceRoles(src)
	if err != nil {
		return nil, err
	}
	if carrier := s.carrierOf(src); carrier != nil {
		r.WithSpecOf(carrier, s.r.TightenFor(carrier))
		r.Restricting = s.restricting(carrier, src)
	}
	return r, nil
}

// restricting returns the restricting values of carrier's seats.
func (s *scan) restricting(carrier *types.Func, src *types.Named) map[*types.Var]flow.Restricting {
	out := map[*types.Var]flow.Restricting{}
	for seat, v := range s.r.RestrictingOf(carrier, src) {
		out[seat] = flow.Restricting{Exact: v.Value, Text: v.Text}
	}
	return out
}

// followable reports whether the clamps of r's carrier can be followed to
// an output: the carrier has one result, and it is not a bare basic type
// (a bool or an int carries nothing a spec could be given; the syntactic
// checks still apply to such a carrier's calls).
func followable(r *flow.Roles) bool {
	if r.Carrier == nil || r.Result() == nil {
		return false
	}
	_, basic := types.Unalias(r.Result()).(*types.Basic)
	return !basic
}

// summary answers for a function of another package from its fact.
func (f *flowRun) summary(g *types.Func) (whole, known bool) {
	if g.Pkg() == nil || g.Pkg() == f.s.pass.Pkg {
		return false, false
	}
	s := f.s.tbl.Of(g)
	ok := s != nil && s.Whole
	return ok, ok
}

// sinks returns callee's obligations: from its fact, or, for a function
// of this package, by checking it (a function being checked, through a
// cycle of calls, hands on every source parameter: fail closed).
func (f *flowRun) sinks(ck *checker, callee *types.Func) []int {
	if callee.Pkg() != f.s.pass.Pkg {
		obs, _ := f.s.obligationsOf(callee)
		return obs
	}
	if obs, ok := f.cleared[callee]; ok {
		return obs
	}
	fn := f.built.Func(callee)
	if fn == nil || !f.want.funcs[callee] {
		return nil
	}
	m := ck.memo[fn]
	if m != nil && !m.done {
		var all []int
		for i := range callee.Signature().Params().Len() {
			all = append(all, i)
		}
		return all
	}
	var out []int
	for _, o := range f.sources(ck, fn).obs {
		out = append(out, o.Param)
	}
	return out
}

// sources runs the whole-source rule on fn once per checker.
func (f *flowRun) sources(ck *checker, fn *ssa.Function) *sourcesMemo {
	if m := ck.memo[fn]; m != nil {
		return m
	}
	m := &sourcesMemo{}
	ck.memo[fn] = m
	m.findings, m.obs = f.checkSources(ck, fn)
	m.done = true
	return m
}

// check runs the rules on every built function and exports the facts.
func (f *flowRun) check() (reach, sources []analysis.Diagnostic) {
	// A cleared constructor var's obligations are its fact before any
	// call of it is checked (varSinks reads them).
	for obj, obs := range f.cleared {
		if v, ok := obj.(*types.Var); ok {
			for _, p := range obs {
				f.obligeVar(v, p)
			}
		}
	}
	seen := map[string]bool{}
	// params are the obligations found, each function's parameters once:
	// a short list per function rather than a set, since most have one.
	params := map[*types.Func][]int{}
	for _, fn := range f.fns {
		for _, ck := range f.checkers {
			m := f.sources(ck, fn)
			sources = appendFindings(sources, seen, m.findings)
			for _, o := range m.obs {
				params[o.Func] = addParam(params[o.Func], o.Param)
			}
			if ck.reach && calls(fn, ck.carrier) {
				reach = appendFindings(reach, seen, ck.c.Reach(fn))
			}
		}
	}
	for obj, obs := range f.cleared {
		fn, ok := obj.(*types.Func)
		for _, p := range obs {
			if !ok {
				continue // a constructor var's: exported before the rules ran (check)
			}
			params[fn] = addParam(params[fn], p)
		}
	}
	if straightline.Verify {
		f.verify()
	}
	f.exportObligations(params)
	f.exportWhole()
	return reach, sources
}

// addParam adds p to ps unless it is there.
func addParam(ps []int, p int) []int {
	if slices.Contains(ps, p) {
		return ps
	}
	return append(ps, p)
}

// exportObligations exports the obligations of the package's functions.
func (f *flowRun) exportObligations(params map[*types.Func][]int) {
	for fn, ps := range params {
		if fn.Pkg() != f.s.pass.Pkg {
			continue
		}
		f.obliged[fn] = true
		f.s.setObligations(fn, ps)
	}
}

// exportWhole exports the summary of every declared function that returns
// a source and returns a whole one on every path.
func (f *flowRun) exportWhole() {
	for _, fn := range f.fns {
		obj, ok := fn.Object().(*types.Func)
		if !ok || obj.Pkg() != f.s.pass.Pkg || fn.Parent() != nil {
			continue
		}
		for _, ck := range f.checkers {
			if !returnsType(obj, f.s.sources) {
				break
			}
			if whole, _ := ck.c.WholeReturns(fn); whole {
				f.s.tbl.Edit(obj).Whole = true
				break
			}
		}
	}
}

// returnsType reports whether fn has a result of one of the source types.
func returnsType(fn *types.Func, sources map[*types.TypeName]*types.Named) bool {
	res := fn.Signature().Results()
	for i := range res.Len() {
		if n, ok := types.Unalias(res.At(i).Type()).(*types.Named); ok && sources[n.Obj()] != nil {
			return true
		}
	}
	return false
}

// calls reports whether fn calls carrier directly.
func calls(fn *ssa.Function, carrier *types.Func) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if ci, ok := instr.(ssa.CallInstruction); ok {
				if callee := ci.Common().StaticCallee(); callee != nil && callee.Object() == carrier {
					return true
				}
			}
		}
	}
	return false
}

// appendFindings converts findings to diagnostics, once per position and
// message, each with its kind as the category.
func appendFindings(out []analysis.Diagnostic, seen map[string]bool, fs []flow.Finding) []analysis.Diagnostic {
	for _, fd := range fs {
		key := fmt.Sprint(fd.Pos, "\x00", fd.Message)
		if seen[key] {
			continue
		}
		seen[key] = true
		d := analysis.Diagnostic{Pos: fd.Pos, End: fd.End, Category: fd.Kind, Message: fd.Message, Related: pathSteps(fd.Related, fd.Pos, fd.End)}
		out = append(out, d)
	}
	return out
}

// wanted returns the declarations that take part: every function,
// method and package-level variable whose declaration holds an anchor, and
// the functions of the package they name, transitively.
func (s *scan) wanted() wantSet {
	want := wantSet{funcs: map[*types.Func]bool{}, vars: map[*types.Var]bool{}}
	// queue holds only the bodies of functions found through a wanted
	// body: each anchored declaration's own is read as it is wanted, so
	// the queue does not grow by one entry per constructor. The set wanted
	// is the same closure whatever the order.
	var queue []ast.Node
	for _, file := range s.pass.Files {
		if s.isTest(file) || !s.anchored(file.Pos(), file.End()) {
			continue
		}
		for _, d := range file.Decls {
			if !s.anchored(d.Pos(), d.End()) {
				continue
			}
			switch d := d.(type) {
			case *ast.FuncDecl:
				if obj, ok := s.pass.TypesInfo.Defs[d.Name].(*types.Func); ok && d.Body != nil && !want.funcs[obj] {
					want.funcs[obj] = true
					queue = s.wantNamed(d.Body, want, queue)
				}
			case *ast.GenDecl:
				queue = s.wantVars(d, want, queue)
			}
		}
	}
	for len(queue) > 0 {
		n := queue[len(queue)-1]
		queue = s.wantNamed(n, want, queue[:len(queue)-1])
	}
	return want
}

// wantNamed wants the package's own functions used in n, from the uses
// classifyUses set aside (TestFuncUsesIn pins them against an Inspect of
// n), each declaration found by position (flow.FuncDecl) instead of from
// a map of every declaration of the package: most bodies name none. It
// appends the bodies newly wanted to queue.
func (s *scan) wantNamed(n ast.Node, want wantSet, queue []ast.Node) []ast.Node {
	for u := range s.funcUsesIn(n.Pos(), n.End()) {
		fn := u.Fn.Origin()
		if want.funcs[fn] {
			continue
		}
		if d := flow.FuncDecl(s.pass.Files, s.pass.TypesInfo, fn); d != nil {
			want.funcs[fn] = true
			queue = append(queue, d.Body)
		}
	}
	return queue
}

// wantVars wants the variables of a var declaration initialized with a
// func literal that holds an anchor.
func (s *scan) wantVars(gd *ast.GenDecl, want wantSet, queue []ast.Node) []ast.Node {
	for v, lit := range roles.FuncLitVars(s.pass.TypesInfo, gd) {
		if s.anchored(lit.Pos(), lit.End()) {
			want.vars[v] = true
			queue = s.wantNamed(lit, want, queue)
		}
	}
	// A table's literals are read with the table: where one holds an
	// anchor, all are built (the others are cheap, and so is no table).
	for v, lits := range roles.TableLits(s.pass.TypesInfo, gd) {
		for _, lit := range lits {
			if s.anchored(lit.Pos(), lit.End()) {
				want.vars[v] = true
				queue = s.wantNamed(lit, want, queue)
			}
		}
	}
	return queue
}

// anchored reports whether an anchor lies in [pos, end).
func (s *scan) anchored(pos, end token.Pos) bool {
	i := sort.Search(len(s.anchors), func(i int) bool { return s.anchors[i] >= pos })
	return i < len(s.anchors) && s.anchors[i] < end
}

// stepWords says what happened at a related place of a dataflow finding.
var stepWords = map[string]string{
	"carrier call": "the carrier is called here",
	"application":  "the clamps are applied here",
	"write":        "a carried seat is written here",
	"hand-on":      "the spec is handed on here",
	"source":       "the source comes from here",
	"literal":      "the source literal is built here",
	"built":        "the spec is built here",
}

// pathSteps turns the related places of a finding at [start, end) into the
// steps of its path (package steps), each place once, in the order the path
// runs: source order within one function, except that the origin of a
// value inside the finding's own call (an argument built in place, as in
// Carry(m["x"])) runs before the call, as arguments are evaluated first,
// and that a place in another function runs right after the step it
// follows (Related.After).
func pathSteps(related []flow.Related, start, end token.Pos) []analysis.RelatedInformation {
	rs := slices.Clone(related)
	key := func(r flow.Related) token.Pos {
		if r.After.IsValid() {
			r.Pos, r.What = r.After, "source" // runs right after that step (the sort is stable)
		}
		if (r.What == "source" || r.What == "literal") && start <= r.Pos && r.Pos < end {
			return start - 1
		}
		return r.Pos
	}
	slices.SortStableFunc(rs, func(a, b flow.Related) int { return cmp.Compare(key(a), key(b)) })
	var out []analysis.RelatedInformation
	for i, r := range rs {
		if !r.Pos.IsValid() || i > 0 && rs[i-1].Pos == r.Pos {
			continue
		}
		what, ok := stepWords[r.What]
		if name, call := strings.CutPrefix(r.What, "call of "); call {
			what, ok = "the source is handed to "+name+" here", true
		}
		if !ok {
			what = r.What
		}
		out = append(out, steps.Related(r.Pos, r.Pos, what))
	}
	return out
}
