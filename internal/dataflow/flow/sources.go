package flow

import (
	"fmt"
	"go/token"
	"go/types"
	"math/bits"
	"strings"

	"github.com/sema-agent/clampvet/internal/kinds"
	"golang.org/x/tools/go/ssa"
)

// SummaryLookup answers for a function of another package whether its every
// return is a whole source (known false: no summary is available). The
// analyzers carry the answer as an object fact on the function.
type SummaryLookup func(g *types.Func) (whole, known bool)

// Obligation moves the whole-source rule to fn's callers: every call of Func
// (or, for the literal of a constructor var, of Var) must pass a whole source
// as parameter Param.
type Obligation struct {
	Func  *types.Func
	Var   *types.Var // set instead of Func for a constructor var's literal
	Param int
	Call  token.Pos // the carrier call the parameter reaches
}

// VarHooks let the whole-source rule treat a constructor var as the function
// declaration it stands for. A constructor var is a package-level variable
// initialized with a func literal that the analyzer guarantees keeps that
// literal (an assignment to it, or its address taken, is a finding in every
// package) and that is only ever called by name (any other use is a finding
// where it stands). Then a call whose callee is a load of the variable's
// global calls the literal statically, and a source parameter of the literal
// moves to the callers as a declared function's does.
type VarHooks struct {
	// Fixed reports whether v, a package-level variable of the package
	// under analysis, is a constructor var.
	Fixed func(v *types.Var) bool
	// Sinks returns the parameters of v's literal that must be given a
	// whole source (none when v is not a constructor var).
	Sinks func(v *types.Var) []int
}

// initializedVar returns the package-level variable whose initializer is
// the func literal fn: fn is an anonymous function of the package
// initializer stored, as it is, into a global there. It is nil for any
// other function (a declaration, a literal nested in a function, a literal
// assigned to a variable in a func init or elsewhere).
func initializedVar(fn *ssa.Function) *types.Var {
	if fn.Object() != nil || fn.Parent() == nil || fn.Pkg == nil || fn.Parent() != fn.Pkg.Func("init") {
		return nil
	}
	refs := fn.Referrers()
	if refs == nil {
		return nil
	}
	for _, r := range *refs {
		if st, ok := r.(*ssa.Store); ok && st.Val == ssa.Value(fn) {
			if g, ok := st.Addr.(*ssa.Global); ok {
				v, _ := g.Object().(*types.Var)
				return v
			}
		}
	}
	return nil
}

// Obligations are the obligations of one function, in parameter order.
type Obligations []Obligation

// srcState is the origin of a source value on every path: bad (the first
// fault found, with its message), or whole with the parameters it may come
// from (obligations).
type srcState struct {
	bad  bool
	pos  token.Pos
	kind string // the fault's kind (package internal/kinds)
	msg  string
	// cause is where, in another function of the package, the fault
	// lies (the return of a source helper that is not whole): a step of
	// the finding's path. Zero when the fault is at pos.
	cause  Related
	params uint64
}

// related is the path of a fault: where the source comes from, then the
// cause inside the helper it comes from (if any), then more.
func (s srcState) related(more ...Related) []Related {
	out := []Related{{Pos: s.pos, What: "source"}}
	if s.cause.Pos.IsValid() {
		out = append(out, s.cause)
	}
	return append(out, more...)
}

func meetSrc(a, b srcState) srcState {
	switch {
	case a.bad && b.bad:
		if b.pos < a.pos {
			return b
		}
		return a
	case a.bad:
		return a
	case b.bad:
		return b
	}
	return srcState{params: a.params | b.params}
}

// wholeMemo caches WholeReturns per function; a nil finding while in progress.
type wholeMemo struct {
	done    bool
	ok      bool
	finding Finding
}

// srcRun is the whole-source analysis of one function. Its memos are made
// on first use: most functions have no sink to decide.
type srcRun struct {
	c      *Checker
	fn     *ssa.Function
	locs   map[*ssa.Alloc]*solution[srcState]
	values map[ssa.Value]*srcState
}

// SinkLookup names the parameters, other than the carrier's own, that must
// be given a whole source: the obligations of callee, a function of this
// package or (through facts) of another. Parameters count from 0 without
// the receiver.
type SinkLookup func(callee *types.Func) []int

// SetSinks makes every call of a function with obligations a place where a
// whole source is required, as a carrier call is.
func (c *Checker) SetSinks(s SinkLookup) { c.sinks = s }

// SetSpawns tells the checker which callees start a child run (a spawn
// sink, or a function whose parameters reach one): a function that applies
// the clamps and calls one hands them on to the child, and the census
// checks what it hands.
func (c *Checker) SetSpawns(f func(callee *types.Func) bool) { c.spawns = f }

// spawnsIn reports whether fn calls a callee SetSpawns names.
func (c *Checker) spawnsIn(fn *ssa.Function) bool {
	if c.spawns == nil {
		return false
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(ssa.CallInstruction)
			if !ok {
				continue
			}
			callee := call.Common().Method // a call through an interface
			if g := call.Common().StaticCallee(); g != nil {
				if orig := g.Origin(); orig != nil {
					g = orig
				}
				callee, _ = g.Object().(*types.Func)
			}
			if callee != nil && c.spawns(callee) {
				return true
			}
		}
	}
	return false
}

// sink is one argument of a call that must be a whole source.
type sink struct {
	arg  int    // index into the call's Args (the receiver first)
	name string // "" for the carrier, else the callee with the obligation
}

// sinksOf lists the arguments of call that must be whole sources.
func (c *Checker) sinksOf(call *ssa.CallCommon, vars *VarHooks) []sink {
	if c.isCarrierCall(call) {
		if len(call.Args) != 1 {
			return nil
		}
		return []sink{{arg: 0}}
	}
	if v := calledVar(call); v != nil {
		return c.varSinks(call, v, vars)
	}
	callee := call.StaticCallee()
	if c.sinks == nil || callee == nil {
		return nil
	}
	if orig := callee.Origin(); orig != nil {
		callee = orig
	}
	obj, _ := callee.Object().(*types.Func)
	if obj == nil {
		return nil
	}
	var out []sink
	for _, p := range c.sinks(obj) {
		i := p + recvOffset(callee)
		if i < len(call.Args) && c.roles.isSource(call.Args[i].Type()) {
			out = append(out, sink{arg: i, name: calleeName(call)})
		}
	}
	return out
}

// calledVar returns the package-level variable whose load is call's callee
// (a call V(x) of a func-typed variable V), or nil.
func calledVar(call *ssa.CallCommon) *types.Var {
	ld, ok := call.Value.(*ssa.UnOp)
	if !ok || ld.Op != token.MUL {
		return nil
	}
	g, ok := ld.X.(*ssa.Global)
	if !ok {
		return nil
	}
	v, _ := g.Object().(*types.Var)
	return v
}

// varSinks lists the arguments of a call through constructor var v that
// must be whole sources.
func (c *Checker) varSinks(call *ssa.CallCommon, v *types.Var, vars *VarHooks) []sink {
	if vars == nil || vars.Sinks == nil {
		return nil
	}
	var out []sink
	for _, p := range vars.Sinks(v) {
		if p < len(call.Args) && c.roles.isSource(call.Args[p].Type()) {
			out = append(out, sink{arg: p, name: v.Pkg().Name() + "." + v.Name()})
		}
	}
	return out
}

// Sources checks that every carrier call in fn is given a whole source on
// every path, and returns the obligations that move to fn's callers.
func (c *Checker) Sources(fn *ssa.Function) ([]Finding, Obligations) {
	return c.SourcesVars(fn, nil)
}

// SourcesVars is [Checker.Sources] that also knows the package's constructor
// vars (vars may be nil): calls through them are checked as calls of a
// function with obligations, and a source parameter of one's literal is an
// obligation of the var (Obligation.Var) rather than a finding.
func (c *Checker) SourcesVars(fn *ssa.Function, vars *VarHooks) ([]Finding, Obligations) {
	if fn == nil || fn.Blocks == nil {
		return nil, nil
	}
	var ctorVar *types.Var
	if v := initializedVar(fn); v != nil && vars != nil && vars.Fixed != nil && vars.Fixed(v) {
		ctorVar = v
	}
	run := c.newSrcRun(fn)
	var findings []Finding
	var params uint64
	calls := map[int]token.Pos{} // parameter index → the first carrier call it reaches
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			ci, ok := instr.(ssa.CallInstruction)
			if !ok {
				continue
			}
			for _, sk := range c.sinksOf(ci.Common(), vars) {
				st := run.origin(ci.Common().Args[sk.arg])
				if st.bad {
					start, end := nodeAt(fn, instr.Pos())
					what := "carrier call"
					if sk.name != "" {
						what = "call of " + sk.name
					}
					findings = append(findings, Finding{Pos: start, End: end, Message: relead(st.msg, sk.name), Kind: st.kind,
						Related: st.related(Related{Pos: instr.Pos(), What: what})})
					continue
				}
				params |= st.params
				for i := range 64 {
					if st.params&(1<<i) != 0 && !calls[i].IsValid() {
						calls[i] = instr.Pos()
					}
				}
				if st.params != 0 && fn.Object() == nil && ctorVar == nil {
					start, end := nodeAt(fn, instr.Pos())
					findings = append(findings, Finding{Pos: start, End: end, Kind: kinds.SourceNotWhole,
						Message: relead("carrier source is a parameter of a func literal: build the source here", sk.name)})
				}
			}
		}
	}
	if ctorVar != nil {
		return findings, varObligations(ctorVar, params, calls)
	}
	return findings, run.obligations(params, calls)
}

// varObligations turns a parameter set of a constructor var's literal (which
// has no receiver) into obligations of the var.
func varObligations(v *types.Var, params uint64, calls map[int]token.Pos) Obligations {
	var out Obligations
	for params != 0 {
		i := bits.TrailingZeros64(params)
		params &^= 1 << i
		out = append(out, Obligation{Var: v, Param: i, Call: calls[i]})
	}
	return out
}

// relead rewords a message about a carrier call for a call of a function
// with an obligation (name), which hands the source on to the carrier.
func relead(msg, name string) string {
	if name == "" {
		return msg
	}
	msg = strings.Replace(msg, "carrier source", "source passed to "+name, 1)
	return strings.Replace(msg, "before the carrier call", "before the call of "+name, 1)
}

// obligations turns a parameter set into obligations of fn.
func (run *srcRun) obligations(params uint64, calls map[int]token.Pos) Obligations {
	obj, _ := run.fn.Object().(*types.Func)
	if obj == nil {
		return nil
	}
	var out Obligations
	for params != 0 {
		i := bits.TrailingZeros64(params)
		params &^= 1 << i
		out = append(out, Obligation{Func: obj, Param: i - recvOffset(run.fn), Call: calls[i]})
	}
	return out
}

// recvOffset is 1 for methods: ssa's Params hold the receiver first, an
// obligation counts the signature's parameters.
func recvOffset(fn *ssa.Function) int {
	if fn.Signature.Recv() != nil {
		return 1
	}
	return 0
}

func (c *Checker) newSrcRun(fn *ssa.Function) *srcRun {
	return &srcRun{c: c, fn: fn}
}

// WholeReturns reports whether every normal return of fn is a whole source;
// if not, the finding names the first return that is not. It is the summary
// an analyzer exports for fn. A cycle fails closed.
func (c *Checker) WholeReturns(fn *ssa.Function) (bool, Finding) {
	if m, ok := c.whole[fn]; ok {
		if !m.done {
			return false, Finding{Pos: fn.Pos(), End: fn.Pos() + 1, Kind: kinds.SourceNotWhole, Message: fmt.Sprintf("%s returns a source through a cycle of calls the engine cannot follow", fn.Name())}
		}
		return m.ok, m.finding
	}
	c.whole[fn] = wholeMemo{}
	ok, f := c.wholeOnce(fn)
	c.whole[fn] = wholeMemo{done: true, ok: ok, finding: f}
	return ok, f
}

func (c *Checker) wholeOnce(fn *ssa.Function) (bool, Finding) {
	if fn.Blocks == nil {
		return false, Finding{Pos: fn.Pos(), End: fn.Pos() + 1, Kind: kinds.SourceNotWhole, Message: fmt.Sprintf("%s has no body to follow", fn.Name())}
	}
	idx := resultIndex(fn, func(t types.Type) bool { return c.roles.isSource(t) || isTypeParam(t) })
	if idx < 0 {
		return false, Finding{Pos: fn.Pos(), End: fn.Pos() + 1, Kind: kinds.SourceNotWhole, Message: fmt.Sprintf("%s returns no source", fn.Name())}
	}
	run := c.newSrcRun(fn)
	for _, ret := range normalReturns(fn) {
		if c.isErrorPath(ret, idx) {
			continue
		}
		st := run.origin(ret.Results[idx])
		if !st.bad && st.params != 0 {
			st = srcState{bad: true, pos: ret.Pos(), kind: kinds.SourceNotWhole, msg: "returns its parameter"}
		}
		if st.bad {
			start, end := nodeAt(fn, ret.Pos())
			return false, Finding{Pos: start, End: end, Message: st.msg, Kind: st.kind, Related: st.related()}
		}
	}
	return true, Finding{}
}

// isTypeParam reports whether t is a type parameter (a generic source).
func isTypeParam(t types.Type) bool {
	_, ok := types.Unalias(t).(*types.TypeParam)
	return ok
}
