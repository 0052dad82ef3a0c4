package flow

import (
	"fmt"
	"go/token"
	"go/types"

	"github.com/sema-agent/clampvet/internal/kinds"
	"golang.org/x/tools/go/ssa"
)

// stateBefore returns the state of location o just before instr, solving o's
// dataflow (and reporting its loosening writes) the first time. A location
// met again while it is being solved is unclamped: fail closed.
func (run *reachRun) stateBefore(o ssa.Value, instr ssa.Instruction) clampState {
	sol, seen := run.locs[o]
	if !seen {
		if run.locs == nil {
			run.locs = map[ssa.Value]*solution[clampState]{}
		}
		run.locs[o] = nil
		s := run.solveLoc(o)
		run.locs[o], sol = &s, &s
	}
	if sol == nil {
		return clampState{}
	}
	return sol.at(instr)
}

// solveLoc solves location o over fn and reports the writes that lose the
// clamps after an application. The transfer runs at o's steps only; while
// solving it formats no finding (out is nil), and the solved states then
// replay each step once to report.
func (run *reachRun) solveLoc(o ssa.Value) solution[clampState] {
	root := o
	if fl, ok := o.(fieldLoc); ok {
		root = fl.base // a write or an escape of the struct reaches its spec field
	}
	return run.solveSteps(o, stepsOf(run.fn, root))
}

// solveSteps is solveLoc over the given steps of o.
func (run *reachRun) solveSteps(o ssa.Value, steps *stepIndex) solution[clampState] {
	l := lattice[clampState]{
		meet: meetClamp,
		transfer: func(instr ssa.Instruction, s clampState) clampState {
			return run.step(o, instr, s, nil)
		},
	}
	sol := solve(run.fn, l, steps)
	for _, b := range run.fn.Blocks {
		if !sol.isReached(b) {
			continue
		}
		start, end := sol.steps.bounds(b)
		for k := start; k < end; k++ {
			run.step(o, sol.steps.instrs[k], sol.before(b, k), &run.findings)
		}
	}
	return sol
}

// step is the transfer of one instruction for location o; findings (writes
// after an application, escapes) go to out.
func (run *reachRun) step(o ssa.Value, instr ssa.Instruction, s clampState, out *[]Finding) clampState {
	switch instr := instr.(type) {
	case *ssa.Store:
		return run.stepStore(o, instr, s, out)
	case *ssa.MapUpdate:
		if seat, ok := run.c.seatPath(instr.Map, o, true); ok && seat != nil {
			return run.lose(s, instr.Pos(), out, kinds.SeatWrittenAfterClamps, seatWritten, seat.Name)
		}
	case *ssa.RunDefers:
		return run.runDefers(o, instr, s, out)
	case *ssa.Defer:
		return s // registered here, run at each return (runDefers)
	case ssa.CallInstruction:
		call := instr.Common()
		if _, plain := instr.(*ssa.Call); plain && run.applies(call, o) {
			return clampState{must: true, may: true, app: instr.Pos(), accounted: true}
		}
		if seat := run.elementSeat(call, o); seat != nil {
			return run.loseElements(s, call, instr.Pos(), out, seat, false)
		}
		if seat := run.unfollowedSeat(call, o); seat != nil {
			return run.lose(s, instr.Pos(), out, kinds.SpecHandedOnAfterClamps, seat.Name()+" passed to %s after the clamps: it may write its elements",
				func() string { return run.c.elems.HandedTo(call) })
		}
		for _, a := range call.Args {
			if run.c.touches(a, o) {
				return run.lose(s, instr.Pos(), out, kinds.SpecHandedOnAfterClamps, "spec passed to %s after the clamps were applied: it may write a seat",
					func() string { return calleeName(call) })
			}
		}
	case *ssa.MakeClosure:
		for i, b := range instr.Bindings {
			if run.c.touches(b, o) && !(b == o && run.c.readOnlyCapture(instr, i)) {
				run.emit(out, instr.Fn.Pos(), kinds.SpecEscapes, "spec captured by a closure: writes through it cannot be followed; apply the clamps in this function")
				return escaped(s)
			}
		}
	}
	return s
}

// runDefers runs, at rd, the calls deferred before it, the last registered
// first: one that applies the clamps to o clamps it (on every path when
// its defer statement runs on every path to rd), and one handed o
// otherwise may write a seat after the clamps, at its defer statement.
func (run *reachRun) runDefers(o ssa.Value, rd *ssa.RunDefers, s clampState, out *[]Finding) clampState {
	defers := run.defers()
	for i := len(defers) - 1; i >= 0; i-- {
		d := defers[i]
		if !Reaches(d, rd, nil) {
			continue
		}
		call := d.Common()
		switch {
		case run.applies(call, o):
			must := s.must || precedes(d, rd)
			s = clampState{must: must, may: true, app: d.Pos(), accounted: must || s.accounted}
		case run.elementSeat(call, o) != nil:
			s = run.loseElements(s, call, d.Pos(), out, run.elementSeat(call, o), true)
		case run.touchesAny(call, o):
			s = run.lose(s, d.Pos(), out, kinds.SpecHandedOnAfterClamps, "spec passed to deferred %s, run after the clamps: it may write a seat",
				func() string { return calleeName(call) })
		}
	}
	return s
}

// defers lists fn's defer statements in instruction order.
func (run *reachRun) defers() []*ssa.Defer {
	var out []*ssa.Defer
	for _, b := range run.fn.Blocks {
		for _, instr := range b.Instrs {
			if d, ok := instr.(*ssa.Defer); ok {
				out = append(out, d)
			}
		}
	}
	return out
}

// elementSeat is the carried seat of o whose elements call writes in
// place (a builtin, or a callee by its summary), or nil.
func (run *reachRun) elementSeat(call *ssa.CallCommon, o ssa.Value) *types.Var {
	for _, v := range run.c.elems.Written(call) {
		if seat, ok := run.c.seatPath(v, o, true); ok && seat != nil {
			return seat
		}
	}
	return nil
}

// unfollowedSeat is the carried seat of o whose value (a slice or a map)
// call hands where no write can be followed (Unfollowed), or nil.
func (run *reachRun) unfollowedSeat(call *ssa.CallCommon, o ssa.Value) *types.Var {
	for _, v := range run.c.elems.Unfollowed(call) {
		if seat, ok := run.c.seatPath(v, o, true); ok && seat != nil {
			return seat
		}
	}
	return nil
}

// touchesAny reports whether call is handed o (or the struct holding it).
func (run *reachRun) touchesAny(call *ssa.CallCommon, o ssa.Value) bool {
	for _, a := range call.Args {
		if run.c.touches(a, o) {
			return true
		}
	}
	return false
}

// stepStore: a store into a seat of o, of a whole value into o, or of o's
// address somewhere else.
func (run *reachRun) stepStore(o ssa.Value, st *ssa.Store, s clampState, out *[]Finding) clampState {
	if run.c.touches(st.Val, o) {
		run.emit(out, st.Pos(), kinds.SpecEscapes, "spec address stored in memory: writes through it cannot be followed")
		return escaped(s)
	}
	if fl, ok := o.(fieldLoc); ok && st.Addr == fl.base {
		return run.lose(s, st.Pos(), out, kinds.SeatWrittenAfterClamps, newSpecStored, nil)
	}
	if run.c.canon(st.Addr) == o {
		if run.storeClamps(st.Val, o, s) {
			if s.must {
				return s
			}
			return clampState{must: true, may: true, app: st.Pos(), accounted: true}
		}
		return run.lose(s, st.Pos(), out, kinds.SeatWrittenAfterClamps, newSpecStored, nil)
	}
	if seat, ok := run.c.seatPath(st.Addr, o, true); ok && seat != nil {
		return run.lose(s, st.Pos(), out, kinds.SeatWrittenAfterClamps, seatWritten, seat.Name)
	}
	return s
}

// The messages of the writes that lose the clamps: seatWritten names the
// seat. Where the clamps were applied is a related location, not part of
// the message.
const (
	seatWritten   = "%s written after the clamps were applied: write it before applying them"
	newSpecStored = "a new spec stored after the clamps were applied: apply the clamps to the stored value"
)

// lose resets the state at a write; if the clamps held on some path, the
// write is a finding of the given kind reported to out (nil: none). msg
// has a %s for name() when name is not nil: the message is formatted only
// when it is reported.
func (run *reachRun) lose(s clampState, pos token.Pos, out *[]Finding, kind, msg string, name func() string) clampState {
	if s.may {
		if out != nil {
			if name != nil {
				msg = fmt.Sprintf(msg, name())
			}
			what := "write"
			if kind == kinds.SpecHandedOnAfterClamps {
				what = "hand-on"
			}
			run.emit(out, pos, kind, msg, Related{Pos: s.app, What: "application"}, Related{Pos: pos, What: what})
		}
		return clampState{lost: true, accounted: true}
	}
	return clampState{lost: s.lost, accounted: s.accounted}
}

// escaped is the state after a reported escape of the spec: its clamps
// are lost where they held, and the escape's finding says so, so a return
// after it has nothing to add on those paths.
func escaped(s clampState) clampState {
	return clampState{lost: s.may || s.lost, accounted: s.accounted}
}

// loseElements is lose at a call that writes the elements of seat (a
// builtin, or a helper by its summary): its step names what writes them,
// and when, for a call deferred at pos.
func (run *reachRun) loseElements(s clampState, call *ssa.CallCommon, pos token.Pos, out *[]Finding, seat *types.Var, deferred bool) clampState {
	if !s.may || out == nil {
		return run.lose(s, pos, nil, kinds.SeatWrittenAfterClamps, seatWritten, seat.Name)
	}
	step := "the elements of seat " + seat.Name() + " are written here by " + calleeName(call)
	if deferred {
		step = "the elements of seat " + seat.Name() + " are written by " + calleeName(call) + ", deferred here, when the function returns"
	}
	run.emit(out, pos, kinds.SeatWrittenAfterClamps, fmt.Sprintf(seatWritten, seat.Name()),
		Related{Pos: s.app, What: "application"}, Related{Pos: pos, What: step})
	return clampState{lost: true, accounted: true}
}

// emit appends a finding of the given kind positioned at the node holding
// pos to out (nil: the finding is not wanted, while solving).
func (run *reachRun) emit(out *[]Finding, pos token.Pos, kind, msg string, related ...Related) {
	if out == nil {
		return
	}
	start, end := nodeAt(run.fn, pos)
	if run.carrier.IsValid() {
		related = append(related, Related{Pos: run.carrier, What: "carrier call"})
	}
	*out = append(*out, Finding{Pos: start, End: end, Message: msg, Kind: kind, Related: related})
}

// storeClamps reports whether storing v into o leaves o clamped: v is
// derived, or a tighten call with a derived operand, or a tighten of o's own
// clamped value, or another clamped spec value.
func (run *reachRun) storeClamps(v ssa.Value, o ssa.Value, s clampState) bool {
	if run.c.isDerived(v) {
		return true
	}
	if call, ok := run.c.isTighten(v); ok {
		for _, a := range call.Call.Args {
			if run.c.isDerived(a) {
				return true
			}
		}
		if ld, ok := call.Call.Args[0].(*ssa.UnOp); ok && ld.Op == token.MUL && run.c.canon(ld.X) == o {
			return s.must
		}
		return run.clampedValue(call.Call.Args[0], nil).ok
	}
	if ld, ok := v.(*ssa.UnOp); ok && run.c.canon(ld.X) == o {
		return s.must
	}
	return run.clampedValue(v, nil).ok
}

// applies reports whether call applies the clamps to o: an application in
// the carrier's terms, or a same-package in-place applier given o.
func (run *reachRun) applies(call *ssa.CallCommon, o ssa.Value) bool {
	if run.c.isApplication(call, o) {
		return true
	}
	callee := call.StaticCallee()
	if callee == nil || callee.Pkg != run.fn.Pkg || callee.Blocks == nil {
		return false
	}
	for i, a := range call.Args {
		if (a == o || run.c.canon(a) == o) && run.c.clampsInPlace(callee, i) {
			return true
		}
	}
	return false
}

// seatPath walks an address (or, with loads, a value read through one) back
// to o: ok when it is rooted at o; seat is the carried field on the way
// (nil: a field that is not a seat, or o itself).
func (c *Checker) seatPath(v ssa.Value, o ssa.Value, throughLoads bool) (seat *types.Var, ok bool) {
	ok = addrWalk(v, thru(throughLoads), func(v ssa.Value) bool { return v == o || c.canon(v) == o },
		func(x *ssa.FieldAddr) {
			if f := fieldVar(x.X.Type(), x.Field); f != nil && c.roles.isCarried(f) {
				seat = f
			}
		})
	if !ok {
		return nil, false
	}
	return seat, true
}

// thru is the walk through loads or not.
func thru(throughLoads bool) through {
	if throughLoads {
		return loads
	}
	return addrsOnly
}

// fieldVar returns field i of the struct that ptr points to.
func fieldVar(ptr types.Type, i int) *types.Var {
	p, ok := ptr.Underlying().(*types.Pointer)
	if !ok {
		return nil
	}
	st, ok := p.Elem().Underlying().(*types.Struct)
	if !ok || i >= st.NumFields() {
		return nil
	}
	return st.Field(i)
}

// calleeName names a call's callee for a message.
func calleeName(call *ssa.CallCommon) string {
	if b, ok := call.Value.(*ssa.Builtin); ok {
		return b.Name()
	}
	if callee := call.StaticCallee(); callee != nil {
		if o := callee.Origin(); o != nil {
			callee = o // an instance: named as declared, without its type arguments
		}
		obj := callee.Object()
		if obj == nil {
			return "a func literal"
		}
		if obj.Pkg() != nil {
			return obj.Pkg().Name() + "." + callee.Name()
		}
		return callee.Name()
	}
	if call.IsInvoke() {
		return "interface method " + call.Method.Name()
	}
	return "a func value"
}

// ElementsWritten is the slice or map whose elements call, a builtin,
// writes in place, or nil: what copy copies into, what clear or delete
// empties, and what append appends to where that is a slice of another
// slice (it writes over the other's elements where the slice is shorter).
// A seat that holds a slice or map shares its elements with every copy of
// the spec, so such a call writes the seat.
func ElementsWritten(call *ssa.CallCommon) ssa.Value {
	b, ok := call.Value.(*ssa.Builtin)
	if !ok || len(call.Args) == 0 {
		return nil
	}
	switch b.Name() {
	case "copy", "clear", "delete":
		return call.Args[0]
	case "append":
		if sl, ok := call.Args[0].(*ssa.Slice); ok {
			return sl
		}
	}
	return nil
}
