package flow

import (
	"fmt"
	"go/token"
	"go/types"

	"github.com/sema-agent/clampvet/internal/kinds"
	"golang.org/x/tools/go/ssa"
)

// clampState is the state of one output location at a point: clamped on
// every path (must), on some path (may), the application that clamped it,
// whether a reported write lost the clamps on some path (lost), and
// whether every path is either clamped or lost by a reported write
// (accounted): a return where both hold has nothing to add to the write's
// finding, where a path that never saw the clamps still has.
type clampState struct {
	must, may       bool
	app             token.Pos
	lost, accounted bool
}

func meetClamp(a, b clampState) clampState {
	return clampState{must: a.must && b.must, may: a.may || b.may, app: minPos(a.app, b.app),
		lost: a.lost || b.lost, accounted: a.accounted && b.accounted}
}

// minPos returns the smaller valid position (deterministic meets).
func minPos(a, b token.Pos) token.Pos {
	if !a.IsValid() || (b.IsValid() && b < a) {
		return b
	}
	return a
}

// reachRun is the analysis of one function: the solved output locations and
// the findings they produced.
type reachRun struct {
	c         *Checker
	fn        *ssa.Function
	locs      map[ssa.Value]*solution[clampState] // nil while being solved
	values    map[ssa.Value]*valueVerdict
	apps      applications // applications by location, anywhere in fn
	carrier   token.Pos    // the first direct carrier call, if any
	kept      bool         // some direct carrier call's result is used
	keptAt    token.Pos    // the first such call
	tightened bool         // a tighten call with a derived operand exists
	findings  []Finding
}

// Reach checks that the clamps reach every output of fn on every path to a
// normal return (see the package doc). Call it on every function that calls
// the carrier directly and on every registered constructor.
func (c *Checker) Reach(fn *ssa.Function) []Finding {
	if fn == nil || fn.Blocks == nil {
		return nil
	}
	run := c.newRun(fn)
	idxT := -1
	if c.roles.Spec != nil {
		idxT = resultIndex(fn, c.roles.isSpec)
	}
	idxR := -1
	if res := c.roles.Result(); res != nil && !c.roles.isSpec(res) {
		idxR = resultIndex(fn, c.roles.isResult)
	}
	// A struct of the constructor's own that holds the spec (W) is an
	// output when it returns neither a spec nor the carrier's result (which
	// may hold a spec itself, as a Clamps struct does).
	idxW, fieldW := -1, -1
	if idxT < 0 && idxR < 0 {
		idxW = resultIndex(fn, func(t types.Type) bool { return c.specField(t) >= 0 })
		if idxW >= 0 {
			fieldW = c.specField(fn.Signature.Results().At(idxW).Type())
		}
	}
	// A pointer result is an output like the value it points to: a *T, or
	// a *W whose spec field is the output.
	idxP, fieldP := -1, -1
	if idxT < 0 && idxR < 0 && idxW < 0 && c.roles.Spec != nil {
		idxP = resultIndex(fn, func(t types.Type) bool {
			return c.roles.isSpecPtr(t) || isPointer(t) && c.specField(deref(t)) >= 0
		})
		if idxP >= 0 {
			if t := fn.Signature.Results().At(idxP).Type(); !c.roles.isSpecPtr(t) {
				fieldP = c.specField(deref(t))
			}
		}
	}
	// A slice of specs is an output too (a fan-out): each element must be
	// clamped where it is appended.
	idxS := -1
	if idxT < 0 && idxR < 0 && idxW < 0 && idxP < 0 && c.roles.Spec != nil {
		idxS = resultIndex(fn, func(t types.Type) bool {
			sl, ok := types.Unalias(t).Underlying().(*types.Slice)
			return ok && c.roles.isSpec(sl.Elem())
		})
	}
	var inPlace []*ssa.Parameter
	for _, p := range fn.Params {
		// A *T parameter is an output when fn applies the clamps to it, or
		// when fn has no other output (a parent only read is not one).
		_, applied := run.apps.first(p)
		if c.roles.Spec != nil && c.roles.isSpecPtr(p.Type()) && (applied || idxT < 0 && idxR < 0 && idxW < 0 && idxP < 0 && idxS < 0) {
			inPlace = append(inPlace, p)
		}
	}
	if idxT < 0 && idxR < 0 && idxW < 0 && idxP < 0 && idxS < 0 && len(inPlace) == 0 {
		if run.kept && !c.spawnsIn(fn) {
			kind, msg := c.noOutput(fn)
			run.report(run.keptAt, kind, msg)
		}
		return run.findings
	}
	var idxTs []int // every spec result
	if idxT >= 0 {
		idxTs = specResults(fn, c.roles.isSpec)
	}
	for _, ret := range normalReturns(fn) {
		run.checkReturn(ret, idxTs, idxR, inPlace)
		// A holder of several specs (a verifier's and a fixer's) has each
		// for an output.
		if idxW >= 0 {
			for _, f := range c.specFields(fn.Signature.Results().At(idxW).Type(), fieldW) {
				run.checkHolder(ret, idxW, f)
			}
		}
		if idxP >= 0 {
			for _, f := range c.specFields(deref(fn.Signature.Results().At(idxP).Type()), fieldP) {
				run.checkPointer(ret, idxP, f)
			}
		}
		if idxS >= 0 && !c.isErrorPath(ret, idxS) {
			if v := run.sliceClamped(ret.Results[idxS], map[ssa.Value]bool{}); !v.ok && v.msg != "" {
				run.report(v.pos, v.kind, v.msg, v.related...)
			}
		}
	}
	return dedupe(run.findings)
}

func (c *Checker) newRun(fn *ssa.Function) *reachRun {
	run := &reachRun{c: c, fn: fn} // the memos are made on first use
	run.indexApplications()
	return run
}

// checkReturn checks the outputs at one normal return.
// Every spec result is an output: a constructor of two children clamps
// both.
func (run *reachRun) checkReturn(ret *ssa.Return, idxTs []int, idxR int, inPlace []*ssa.Parameter) {
	c := run.c
	for _, idxT := range idxTs {
		if c.isErrorPath(ret, idxT) {
			continue
		}
		if v := run.clampedValue(ret.Results[idxT], ret); !v.ok && v.msg != "" {
			run.report(v.pos, v.kind, v.msg, v.related...)
		}
	}
	if idxR >= 0 && !c.isErrorPath(ret, idxR) && !c.isDerived(ret.Results[idxR]) {
		run.report(ret.Pos(), kinds.ReturnedClampsNotCarriers, "returns clamps that are not the carrier's result: return what the carrier returned")
	}
	if c.isErrorPath(ret, -1) {
		return
	}
	for _, p := range inPlace {
		st := run.stateBefore(p, ret)
		if !st.must {
			if kind, msg, rel := run.explain(p, st); msg != "" {
				run.report(ret.Pos(), kind, msg, rel...)
			}
		}
	}
}

// checkPointer checks a returned pointer (result idx) to a spec (field -1)
// or to a struct whose spec is its field: the spec it points to must be
// clamped. It must point to a local the function made (&T{...}, new(T), &v)
// or to a parameter.
func (run *reachRun) checkPointer(ret *ssa.Return, idx, field int) {
	if run.c.isErrorPath(ret, idx) {
		return
	}
	var o ssa.Value
	switch v := ret.Results[idx].(type) {
	case *ssa.Alloc:
		o = v
		if field >= 0 {
			o = fieldLoc{base: v, field: field}
		}
	case *ssa.Parameter:
		if field < 0 {
			o = v
		}
	}
	if o == nil {
		run.report(ret.Pos(), kinds.SpecHolderUnfollowed, "returns a pointer whose spec cannot be followed: build the spec in a local variable, clamp it and return its address")
		return
	}
	run.checkReturned(ret, idx, o)
}

// sliceClamped decides whether every element of the spec slice v is
// clamped: v is nil, an empty make, a phi of such, or an append of clamped
// specs to one (a fan-out built in a loop). Any other slice cannot be
// followed.
func (run *reachRun) sliceClamped(v ssa.Value, seen map[ssa.Value]bool) valueVerdict {
	if seen[v] {
		return valueVerdict{ok: true} // a loop: every other edge must still be
	}
	seen[v] = true
	switch x := v.(type) {
	case *ssa.Const:
		if x.IsNil() {
			return valueVerdict{ok: true}
		}
	case *ssa.MakeSlice:
		if k, ok := x.Len.(*ssa.Const); ok && k.Int64() == 0 {
			return valueVerdict{ok: true}
		}
	case *ssa.Phi:
		for _, e := range x.Edges {
			if got := run.sliceClamped(e, seen); !got.ok {
				return got
			}
		}
		return valueVerdict{ok: true}
	case *ssa.Call:
		if b, ok := x.Call.Value.(*ssa.Builtin); ok && b.Name() == "append" && len(x.Call.Args) == 2 {
			if got := run.sliceClamped(x.Call.Args[0], seen); !got.ok {
				return got
			}
			return run.appendedClamped(x.Call.Args[1], seen)
		}
	}
	at := v.Pos()
	if !at.IsValid() {
		at = run.fn.Pos()
	}
	return valueVerdict{pos: at, kind: kinds.SpecHolderUnfollowed, msg: "returns specs whose elements cannot be followed: append clamped specs to a nil or empty slice"}
}

// appendedClamped decides the elements append is given: append(out, s)
// hands it a slice of an array of its own holding s; append(out, more...)
// another slice, decided as one.
func (run *reachRun) appendedClamped(v ssa.Value, seen map[ssa.Value]bool) valueVerdict {
	sl, ok := v.(*ssa.Slice)
	if !ok {
		return run.sliceClamped(v, seen)
	}
	arr, ok := sl.X.(*ssa.Alloc)
	if !ok {
		return run.sliceClamped(v, seen)
	}
	for _, ref := range Referrers(arr) {
		ia, ok := ref.(*ssa.IndexAddr)
		if !ok {
			continue
		}
		for _, r := range Referrers(ia) {
			if st, ok := r.(*ssa.Store); ok && st.Addr == ia {
				if got := run.clampedValue(st.Val, nil); !got.ok {
					return got
				}
			}
		}
	}
	return valueVerdict{ok: true}
}

// isPointer reports whether t is a pointer type.
func isPointer(t types.Type) bool {
	_, ok := types.Unalias(t).Underlying().(*types.Pointer)
	return ok
}

// deref is the type t points to, or t.
func deref(t types.Type) types.Type {
	if p, ok := types.Unalias(t).Underlying().(*types.Pointer); ok {
		return p.Elem()
	}
	return t
}

// checkHolder checks a returned struct of the constructor's own (result
// idx) whose spec is its field: the spec in it must be clamped.
func (run *reachRun) checkHolder(ret *ssa.Return, idx, field int) {
	if run.c.isErrorPath(ret, idx) {
		return
	}
	o := run.c.holderLocation(ret.Results[idx], field)
	if o == nil {
		run.report(ret.Pos(), kinds.SpecHolderUnfollowed, "returns a struct whose spec cannot be followed: build it in a local variable and clamp its spec")
		return
	}
	run.checkReturned(ret, idx, o)
}

// checkReturned checks the output location o that result idx of ret
// returns (a holder's spec field, or what a pointer points to): clamped on
// every path to ret, or the finding that says why not.
func (run *reachRun) checkReturned(ret *ssa.Return, idx int, o ssa.Value) {
	st := run.stateBefore(o, ret)
	if st.must {
		return
	}
	if _, applied := run.apps.first(o); !st.may && !st.lost && !applied {
		if v := run.unreached(ret.Results[idx], o, ret.Pos()); v.msg != "" {
			run.report(v.pos, v.kind, v.msg, v.related...)
		}
		return
	}
	if kind, msg, rel := run.explain(o, st); msg != "" {
		run.report(ret.Pos(), kind, msg, rel...)
	}
}

// noOutput words the finding of fn, which calls the carrier but has no
// output. A func literal run by a defer is told so apart: it clamps a
// variable it captures (a named result, say), which the rule does not
// follow into the literal, and after the return has copied out any result
// not named, so "return the clamps" would be the wrong remedy; neither
// does the rule accept "defer Carry(src).Apply(&spec)" (only a plain call
// applies the clamps), so the remedy is to apply them before returning.
func (c *Checker) noOutput(fn *ssa.Function) (kind, msg string) {
	if deferred(fn) {
		return kinds.ClampsInDeferredFunc, "clamps made in a deferred func literal are not followed: make and apply them before returning"
	}
	return kinds.CarrierResultLost, c.noOutputMessage(fn)
}

// deferred reports whether fn is a func literal that a defer statement of
// its enclosing function runs (defer func() { ... }()), as a closure or,
// when it captures nothing, as itself.
func deferred(fn *ssa.Function) bool {
	if fn.Parent() == nil {
		return false
	}
	isDeferred := func(v ssa.Value) bool {
		for _, r := range Referrers(v) {
			if d, ok := r.(*ssa.Defer); ok && d.Call.Value == v {
				return true
			}
		}
		return false
	}
	if isDeferred(fn) {
		return true
	}
	for _, r := range Referrers(fn) {
		if mc, ok := r.(*ssa.MakeClosure); ok && mc.Fn == ssa.Value(fn) && isDeferred(mc) {
			return true
		}
	}
	return false
}

// noOutputMessage says that fn calls the carrier but has nowhere to put it.
func (c *Checker) noOutputMessage(fn *ssa.Function) string {
	q := func(p *types.Package) string {
		if p == fn.Pkg.Pkg {
			return ""
		}
		return p.Name()
	}
	what := "the " + types.TypeString(c.roles.Result(), q)
	if c.roles.Spec != nil && !c.roles.isResult(c.roles.Spec) {
		what = "a " + types.TypeString(c.roles.Spec, q) + " or the clamps"
	}
	return fmt.Sprintf("carrier result lost in %s: return %s", c.displayName(fn), what)
}

// report records a finding of the given kind at the node of fn that
// holds pos.
func (run *reachRun) report(pos token.Pos, kind, msg string, related ...Related) {
	start, end := nodeAt(run.fn, pos)
	if run.carrier.IsValid() {
		related = append(related, Related{Pos: run.carrier, What: "carrier call"})
	}
	run.findings = append(run.findings, Finding{Pos: start, End: end, Message: msg, Kind: kind, Related: related})
}

// dedupe drops findings repeated at one position with one message (a write
// seen from two returns).
func dedupe(fs []Finding) []Finding {
	seen := map[string]bool{}
	var out []Finding
	for _, f := range fs {
		key := fmt.Sprint(f.Pos, f.Message)
		if !seen[key] {
			seen[key] = true
			out = append(out, f)
		}
	}
	return out
}

// NameLiterals names the package-level variables' func literals of b in
// messages by their variables (ssa names them after the package initializer).
func (c *Checker) NameLiterals(b *Built) {
	for v, fn := range b.lits {
		c.names[fn] = v.Name()
	}
}

// displayName names fn in a message: a method with its receiver's type, a
// func literal by the function it is nested in (or the variable it
// initializes).
func (c *Checker) displayName(fn *ssa.Function) string {
	if n, ok := c.names[fn]; ok {
		return n
	}
	if p := fn.Parent(); p != nil {
		return "a func literal in " + c.displayName(p)
	}
	if recv := fn.Signature.Recv(); recv != nil {
		t := recv.Type()
		if p, ok := types.Unalias(t).(*types.Pointer); ok {
			t = p.Elem()
		}
		if n, ok := types.Unalias(t).(*types.Named); ok {
			return n.Obj().Name() + "." + fn.Name()
		}
	}
	return fn.Name()
}
