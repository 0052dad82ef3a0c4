package flow

import (
	"fmt"
	"go/token"

	"github.com/sema-agent/clampvet/internal/kinds"
	"golang.org/x/tools/go/ssa"
)

// valueVerdict says whether a spec value is clamped; if not, the finding
// that explains it (msg empty: already explained by a reported write).
type valueVerdict struct {
	ok      bool
	pos     token.Pos
	kind    string // the finding's kind (package internal/kinds)
	msg     string
	related []Related
}

// clampedValue decides whether the spec value v (returned at ret, or stored
// when ret is nil) is clamped. A value met again while being decided (a loop
// of phis) counts as clamped: every other edge must still be.
func (run *reachRun) clampedValue(v ssa.Value, ret *ssa.Return) valueVerdict {
	if got, ok := run.values[v]; ok {
		if got == nil {
			return valueVerdict{ok: true}
		}
		return *got
	}
	if run.values == nil {
		run.values = map[ssa.Value]*valueVerdict{}
	}
	run.values[v] = nil
	got := run.decideValue(v, ret)
	run.values[v] = &got
	return got
}

func (run *reachRun) decideValue(v ssa.Value, ret *ssa.Return) valueVerdict {
	at := v.Pos()
	if ret != nil {
		at = ret.Pos()
	}
	if run.c.isDerived(v) {
		return valueVerdict{ok: true}
	}
	switch x := v.(type) {
	case *ssa.Phi:
		for _, e := range x.Edges {
			if got := run.clampedValue(e, ret); !got.ok {
				return got
			}
		}
		return valueVerdict{ok: true}
	case *ssa.UnOp:
		if o := run.c.locationOf(x); o != nil {
			st := run.stateBefore(o, x)
			if st.must {
				return valueVerdict{ok: true}
			}
			if _, applied := run.apps.first(o); !st.may && !st.lost && !applied {
				return run.unreached(x, o, at)
			}
			kind, msg, rel := run.explain(o, st)
			return valueVerdict{pos: at, kind: kind, msg: msg, related: rel}
		}
	case *ssa.Call:
		if got, ok := run.clampedCall(x, ret, at); ok {
			return got
		}
	}
	return run.unreached(v, v, at)
}

// unreached explains a returned value no application reached: the clamps
// went to a copy of it, nowhere at all, or somewhere else.
func (run *reachRun) unreached(v, o ssa.Value, at token.Pos) valueVerdict {
	if pos := run.copiedInto(v, o); pos.IsValid() {
		return valueVerdict{pos: at, kind: kinds.ClampsAppliedToCopy, msg: "clamps applied to a copy of the spec, not the returned value: apply them to the spec returned",
			related: []Related{{Pos: pos, What: "application"}}}
	}
	if len(run.apps) == 0 && !run.tightened {
		if run.carrier.IsValid() && !run.kept {
			return valueVerdict{} // every carrier result is discarded: clampseats says so, once
		}
		return valueVerdict{pos: at, kind: kinds.ClampsNeverApplied, msg: "carrier result never applied to the spec: call its Apply (or the tighten function) on the output"}
	}
	return valueVerdict{pos: at, kind: kinds.ReturnedSpecUnclamped, msg: "returns a spec that the clamps never reached: apply the clamps to it",
		related: []Related{{Pos: OriginPos(v, at), What: "built"}}}
}

// copiedInto returns an application to a location that holds a copy of v
// (or of location o's value), or NoPos.
func (run *reachRun) copiedInto(v, o ssa.Value) token.Pos {
	var found token.Pos
	for _, app := range run.apps {
		loc := app.loc
		for _, ref := range Referrers(loc) {
			st, ok := ref.(*ssa.Store)
			if !ok || st.Addr != loc {
				continue
			}
			ld, isLoad := st.Val.(*ssa.UnOp)
			if st.Val == v || isLoad && ld.Op == token.MUL && ld.X == o {
				found = minPos(found, app.first)
			}
		}
	}
	return found
}

// Referrers are the instructions that use v, none for a value that
// records no referrers (a constant, a global, a function).
func Referrers(v ssa.Value) []ssa.Instruction {
	if refs := v.Referrers(); refs != nil {
		return *refs
	}
	return nil
}

// clampedCall decides a tighten call (clamped if an operand is derived or
// clamped: the tighten function can only tighten, so either operand's
// clamps hold in its result) and a same-package call (clamped if every
// return of the callee is); ok is false for any other call.
func (run *reachRun) clampedCall(call *ssa.Call, ret *ssa.Return, at token.Pos) (valueVerdict, bool) {
	if t, ok := run.c.isTighten(call); ok {
		for _, a := range t.Call.Args {
			if run.c.isDerived(a) {
				return valueVerdict{ok: true}, true
			}
		}
		first := run.clampedValue(t.Call.Args[0], ret)
		if !first.ok {
			if second := run.clampedValue(t.Call.Args[1], ret); second.ok {
				return second, true
			}
		}
		return first, true
	}
	callee := call.Call.StaticCallee()
	if callee == nil || callee.Pkg != run.fn.Pkg || callee.Blocks == nil {
		return valueVerdict{}, false
	}
	if run.c.returnsClamped(callee) {
		return valueVerdict{ok: true}, true
	}
	msg := fmt.Sprintf("returns a spec from %s, which does not apply the clamps on every return: apply them here", callee.Name())
	return valueVerdict{pos: at, kind: kinds.ReturnedSpecUnclamped, msg: msg}, true
}

// locationOf returns the location a load reads: a local spec variable or a
// *T parameter; nil for any other address.
func (c *Checker) locationOf(ld *ssa.UnOp) ssa.Value {
	if ld.Op != token.MUL {
		return nil
	}
	switch x := ld.X.(type) {
	case *ssa.Alloc, *ssa.Parameter:
		return x
	case *ssa.FieldAddr:
		if o := c.canon(x); o != ssa.Value(x) {
			return o
		}
	}
	return nil
}

// OriginPos is where a value was built, for a message: its own position,
// else that of its first positioned operand, else fallback.
func OriginPos(v ssa.Value, fallback token.Pos) token.Pos {
	if p := v.Pos(); p.IsValid() {
		return p
	}
	if instr, ok := v.(ssa.Instruction); ok {
		for _, op := range instr.Operands(nil) {
			if *op != nil && (*op).Pos().IsValid() {
				return (*op).Pos()
			}
		}
	}
	return fallback
}

// explain says why o is not clamped at a return: the finding's kind, its
// message ("" when a reported write already says it) and related places.
func (run *reachRun) explain(o ssa.Value, st clampState) (string, string, []Related) {
	switch {
	case st.lost && st.accounted:
		return "", "", nil // every path not clamped lost them at a reported write, which says it
	case st.may:
		return kinds.ClampsOnSomePaths, "clamps not applied on every path to this return: apply them after the last branch",
			[]Related{{Pos: st.app, What: "application"}}
	}
	if first, applied := run.apps.first(o); applied {
		return kinds.ClampsOnSomePaths, "clamps not applied on every path to this return: apply them after the last branch",
			[]Related{{Pos: first, What: "application"}}
	}
	var copyApp token.Pos
	for _, app := range run.apps {
		if app.loc != o {
			copyApp = minPos(copyApp, app.first)
		}
	}
	if copyApp.IsValid() {
		return kinds.ClampsAppliedToCopy, "clamps applied to a copy of the spec, not the returned value: apply them to the spec returned",
			[]Related{{Pos: copyApp, What: "application"}}
	}
	if run.carrier.IsValid() && !run.kept {
		return "", "", nil // every carrier result is discarded: clampseats says so, once
	}
	return kinds.ClampsNeverApplied, "carrier result never applied to the spec: call its Apply (or the tighten function) on the output", nil
}

// indexApplications records every application in fn by its location, and
// the first direct carrier call.
func (run *reachRun) indexApplications() {
	for _, b := range run.fn.Blocks {
		for _, instr := range b.Instrs {
			run.indexInstr(instr)
		}
	}
}

func (run *reachRun) indexInstr(instr ssa.Instruction) {
	switch instr := instr.(type) {
	case *ssa.Call:
		if run.c.isCarrierCall(&instr.Call) {
			if !run.carrier.IsValid() {
				run.carrier = instr.Pos()
			}
			if !run.c.dropped(instr) && !run.kept {
				run.kept, run.keptAt = true, instr.Pos()
			}
		}
		if t, ok := run.c.isTighten(instr); ok {
			for _, a := range t.Call.Args {
				run.tightened = run.tightened || run.c.isDerived(a)
			}
		}
		for _, a := range instr.Call.Args {
			if run.c.roles.isSpecPtr(a.Type()) && run.applies(&instr.Call, a) {
				run.apps.add(run.c.canon(a), instr.Pos())
			}
		}
	case *ssa.Defer:
		for _, a := range instr.Call.Args {
			if run.c.roles.isSpecPtr(a.Type()) && run.applies(&instr.Call, a) {
				run.apps.add(run.c.canon(a), instr.Pos())
			}
		}
	case *ssa.Store:
		if !run.c.roles.isSpecPtr(instr.Addr.Type()) {
			return
		}
		loc := run.c.canon(instr.Addr)
		if run.c.isDerived(instr.Val) {
			run.apps.add(loc, instr.Pos())
		} else if t, ok := run.c.isTighten(instr.Val); ok {
			for _, a := range t.Call.Args {
				if run.c.isDerived(a) {
					run.apps.add(loc, instr.Pos())
					break
				}
			}
		}
	}
}

// applications are the locations of a function the clamps are applied to,
// each with its first application (the only one a message names), in the
// order first met: a slice, since a function has a location or two.
type applications []application

type application struct {
	loc   ssa.Value
	first token.Pos
}

// first returns the first application to o; false when there is none.
func (as applications) first(o ssa.Value) (token.Pos, bool) {
	for _, a := range as {
		if a.loc == o {
			return a.first, true
		}
	}
	return token.NoPos, false
}

// add records an application to loc at pos.
func (as *applications) add(loc ssa.Value, pos token.Pos) {
	if _, seen := as.first(loc); !seen {
		*as = append(*as, application{loc: loc, first: pos})
	}
}

// returnsClamped reports whether every normal return of fn (same package)
// returns a clamped spec. A cycle fails closed.
func (c *Checker) returnsClamped(fn *ssa.Function) bool {
	if m, ok := c.clamped[fn]; ok {
		return m.done && m.ok
	}
	c.clamped[fn] = memo{}
	idx := resultIndex(fn, c.roles.isSpec)
	ok := idx >= 0
	run := c.newRun(fn)
	for _, ret := range normalReturns(fn) {
		if ok && !c.isErrorPath(ret, idx) {
			ok = run.clampedValue(ret.Results[idx], ret).ok
		}
	}
	c.clamped[fn] = memo{done: true, ok: ok}
	return ok
}

// clampsInPlace reports whether fn (same package) leaves its parameter i, a
// *T, clamped on every normal return. A cycle fails closed.
func (c *Checker) clampsInPlace(fn *ssa.Function, i int) bool {
	key := inPlaceKey{fn, i}
	if m, ok := c.inPlace[key]; ok {
		return m.done && m.ok
	}
	c.inPlace[key] = memo{}
	ok := i < len(fn.Params)
	if ok {
		run := c.newRun(fn)
		for _, ret := range normalReturns(fn) {
			if ok && !c.isErrorPath(ret, -1) {
				ok = run.stateBefore(fn.Params[i], ret).must
			}
		}
	}
	c.inPlace[key] = memo{done: true, ok: ok}
	return ok
}

type inPlaceKey struct {
	fn *ssa.Function
	i  int
}

// dropped reports whether the source drops the results of a carrier call.
func (c *Checker) dropped(call *ssa.Call) bool {
	return len(*call.Referrers()) == 0 && c.discarded != nil && c.discarded(call.Pos())
}
