package flow

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/sema-agent/clampvet/internal/kinds"
	"golang.org/x/tools/go/ssa"
)

// origin decides where the source value v comes from on every path. A value
// met again while being decided (a loop of phis) adds nothing.
func (run *srcRun) origin(v ssa.Value) srcState {
	if got, ok := run.values[v]; ok {
		if got == nil {
			return srcState{}
		}
		return *got
	}
	if run.values == nil {
		run.values = map[ssa.Value]*srcState{}
	}
	run.values[v] = nil
	got := run.originOnce(v)
	run.values[v] = &got
	return got
}

func (run *srcRun) originOnce(v ssa.Value) srcState {
	switch x := v.(type) {
	case *ssa.Parameter:
		for i, p := range run.fn.Params {
			if p == x && i < 64 {
				return srcState{params: 1 << i}
			}
		}
	case *ssa.Phi:
		return Meet(x.Edges, run.origin, meetSrc)
	case *ssa.UnOp:
		return run.originLoad(x)
	case *ssa.Call:
		return run.originCall(x)
	case *ssa.Extract:
		if _, sel := x.Tuple.(*ssa.Select); sel {
			return run.bad(x, "a channel receive") // the case's own receive, named by its channel
		}
		return run.originOnce(x.Tuple)
	case *ssa.ChangeType:
		return run.origin(x.X)
	}
	return run.bad(v, describe(v))
}

// bad is a fault at v: the source is something other than a whole literal.
// A receive names its channel ("a channel receive (<-ch)"), so that the
// reader knows which channel without opening the file; where v was made is
// the finding's source step, not part of its message.
func (run *srcRun) bad(v ssa.Value, what string) srcState {
	pos := OriginPos(v, run.fn.Pos())
	src := ""
	if _, rpos, ok := Receive(v); ok {
		pos, src = rpos, receiveSource(v) // a select's case, rather than the select
	}
	if src != "" {
		what += " (" + src + ")"
	}
	msg := fmt.Sprintf("carrier source is %s: pass a keyed literal", what)
	return srcState{bad: true, pos: pos, kind: kinds.SourceNotWhole, msg: msg}
}

// describe names an origin the rule does not accept.
func describe(v ssa.Value) string {
	switch x := v.(type) {
	case *ssa.Lookup:
		return "a map lookup"
	case *ssa.TypeAssert:
		return "a type assertion"
	case *ssa.UnOp:
		if x.Op == token.ARROW {
			return "a channel receive"
		}
	case *ssa.Select:
		return "a channel receive"
	case *ssa.Const:
		return "the zero value"
	case *ssa.Field:
		return "a field read"
	case *ssa.Index:
		return "an element read"
	case *ssa.FreeVar:
		return "a variable captured by a closure"
	}
	return "a value the engine cannot follow"
}

// originLoad: a load of a local source variable is decided by its dataflow;
// any other load (a global, a field, through a pointer) is a fault.
func (run *srcRun) originLoad(ld *ssa.UnOp) srcState {
	if ld.Op == token.ARROW {
		return run.bad(ld, "a channel receive")
	}
	switch x := ld.X.(type) {
	case *ssa.Alloc:
		return run.stateBefore(x, ld)
	case *ssa.Global:
		return run.bad(ld, "a package-level variable read")
	case *ssa.FieldAddr:
		return run.bad(ld, "a field read")
	case *ssa.IndexAddr:
		return run.bad(ld, "an element read")
	case *ssa.FreeVar:
		return run.bad(ld, "a variable captured by a closure")
	}
	return run.bad(ld, "a value read through a pointer")
}

// originCall: a same-package function whose every return is whole, or one of
// another package whose summary says so.
func (run *srcRun) originCall(call *ssa.Call) srcState {
	common := &call.Call
	if common.IsInvoke() {
		return run.bad(call, "an interface method call")
	}
	callee := common.StaticCallee()
	if callee == nil {
		return run.bad(call, "a func value call")
	}
	generic := false
	if orig := callee.Origin(); orig != nil {
		callee, generic = orig, true
	}
	if callee.Pkg == run.fn.Pkg && callee.Blocks != nil {
		if ok, f := run.c.WholeReturns(callee); !ok {
			what := fmt.Sprintf("a value from %s, which returns %s", callee.Name(), trimLead(f.Message))
			if generic {
				what = fmt.Sprintf("a result of generic %s", callee.Name())
			}
			st := run.bad(call, what)
			why := trimLead(f.Message)
			if !strings.Contains(why, ": ") {
				why += ": return a keyed literal" // the inner finding names no remedy
			}
			st.msg = fmt.Sprintf("carrier source from %s is not always whole: %s", callee.Name(), why)
			st.cause = Related{Pos: f.Pos, What: callee.Name() + " returns a source that is not whole here", After: st.pos}
			if f.Kind != "" {
				st.kind = f.Kind // the fault inside callee says what to mend there
			}
			if generic {
				st.msg = fmt.Sprintf("carrier source is %s: pass a keyed literal", what)
			}
			return st
		}
		return srcState{}
	}
	obj, _ := callee.Object().(*types.Func)
	if obj != nil && run.c.summary != nil {
		if whole, known := run.c.summary(obj); known && whole {
			return srcState{}
		}
	}
	return run.bad(call, fmt.Sprintf("a result of %s, not known whole", calleeName(common)))
}

// trimLead drops the "carrier source is " lead of a nested message.
func trimLead(msg string) string {
	const lead = "carrier source is "
	if len(msg) > len(lead) && msg[:len(lead)] == lead {
		return msg[len(lead):]
	}
	return msg
}

// stateBefore returns the origin held by the local source variable a just
// before instr, solving a's dataflow (over a's steps) the first time; a
// variable met again while being solved is a fault (fail closed).
func (run *srcRun) stateBefore(a *ssa.Alloc, instr ssa.Instruction) srcState {
	sol, seen := run.locs[a]
	if !seen {
		if run.locs == nil {
			run.locs = map[*ssa.Alloc]*solution[srcState]{}
		}
		run.locs[a] = nil
		s := run.solveSrc(a, stepsOf(run.fn, a))
		run.locs[a], sol = &s, &s
	}
	if sol == nil {
		return srcState{bad: true, pos: a.Pos(), kind: kinds.SourceNotWhole, msg: "carrier source depends on itself through a loop the engine cannot follow"}
	}
	return sol.at(instr)
}

// solveSrc solves the origin held by a over the given steps of a.
func (run *srcRun) solveSrc(a *ssa.Alloc, steps *stepIndex) solution[srcState] {
	loc := srcLoc{a: a, lit: run.literal(a)}
	return solve(run.fn, lattice[srcState]{meet: meetSrc, transfer: func(i ssa.Instruction, s srcState) srcState {
		return run.srcStep(loc, i, s)
	}}, steps)
}

// srcLoc is a local source variable and the composite literal that
// allocated it (nil: none).
type srcLoc struct {
	a   *ssa.Alloc
	lit *ast.CompositeLit
}

// srcStep is the transfer of one instruction for the local source loc.a.
func (run *srcRun) srcStep(loc srcLoc, instr ssa.Instruction, s srcState) srcState {
	a := loc.a
	switch instr := instr.(type) {
	case *ssa.Alloc:
		if instr != a {
			return s
		}
		if loc.lit != nil {
			return srcState{}
		}
		return srcState{bad: true, pos: a.Pos(), kind: kinds.SourceNotWhole, msg: "carrier source is a zero value, naming no seat: pass a keyed literal"}
	case *ssa.Store:
		return run.srcStore(loc, instr, s)
	case ssa.CallInstruction:
		for _, arg := range instr.Common().Args {
			if _, ok := run.c.seatPathSrc(arg, a, false); ok {
				return srcState{bad: true, pos: instr.Pos(), kind: kinds.SourceWrittenBeforeCarrier, msg: fmt.Sprintf("source passed to %s before the carrier call; it may overwrite seats", calleeName(instr.Common()))}
			}
		}
	case *ssa.MakeClosure:
		for _, b := range instr.Bindings {
			if _, ok := run.c.seatPathSrc(b, a, false); ok {
				return srcState{bad: true, pos: instr.Fn.Pos(), kind: kinds.SourceWrittenBeforeCarrier, msg: "source captured by a closure before the carrier call; it may overwrite seats"}
			}
		}
	}
	return s
}

// srcStore: a whole value stored into a, a seat written (outside a's own
// literal), or a's address stored elsewhere.
func (run *srcRun) srcStore(loc srcLoc, st *ssa.Store, s srcState) srcState {
	a := loc.a
	if _, ok := run.c.seatPathSrc(st.Val, a, false); ok {
		return srcState{bad: true, pos: st.Pos(), kind: kinds.SourceWrittenBeforeCarrier, msg: "source address stored before the carrier call; writes through it cannot be followed"}
	}
	if st.Addr == a {
		return run.origin(st.Val)
	}
	seat, ok := run.c.seatPathSrc(st.Addr, a, true)
	if !ok || loc.lit != nil && loc.lit.Pos() <= st.Pos() && st.Pos() < loc.lit.End() {
		// a seat written inside a's own literal is part of it
		return s
	}
	name := "a seat"
	if seat != nil {
		name = "seat " + seat.Name()
	}
	return srcState{bad: true, pos: st.Pos(), kind: kinds.SourceWrittenBeforeCarrier, msg: name + " cleared before the carrier call: write it in the literal"}
}

// literal returns the composite literal of fn's syntax that allocated a,
// or nil (a is not a literal's, or fn has no syntax).
func (run *srcRun) literal(a *ssa.Alloc) *ast.CompositeLit {
	if a.Comment != "complit" {
		return nil
	}
	return literalAt(run.fn, a.Pos())
}

// seatPathSrc walks an address back to the source variable a; seat is the
// source field on the way.
func (c *Checker) seatPathSrc(v ssa.Value, a *ssa.Alloc, throughLoads bool) (seat *types.Var, ok bool) {
	ok = addrWalk(v, thru(throughLoads), func(v ssa.Value) bool { return v == ssa.Value(a) },
		func(x *ssa.FieldAddr) {
			if x.X == ssa.Value(a) {
				seat = fieldVar(x.X.Type(), x.Field)
			}
		})
	if !ok {
		return nil, false
	}
	return seat, true
}
