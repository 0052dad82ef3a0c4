package census

import (
	"go/token"
	"go/types"

	"github.com/sema-agent/clampvet/internal/dataflow/flow"
	"golang.org/x/tools/go/ssa"
)

// A spec made in one function is often handed on in a func literal it
// makes: a goroutine, an errgroup's or a framework's callback. What is
// written into it in the maker after its clamps reaches the literal's
// call when the write runs before the literal is made, or after it (the
// literal may run whenever it is made: started, deferred, handed on),
// unless the literal is called right where it is made, which runs it
// there and then. After it, a write reached only by declaring a variable
// the literal captures again (the next round of a loop) is to another
// variable's value.
//
// Within one function, a write after a send, a go statement or a defer
// that hands the spec on counts the same way (handedLater).

// reachesUse reports whether from can run before use, on a path that runs
// none of blocked in between: in one function, as flow.Reaches; from in a
// function that makes the func literal use is in (at any depth), as above.
func reachesUse(from, use ssa.Instruction, blocked map[ssa.Instruction]bool) bool {
	if from.Parent() == use.Parent() {
		return flow.Reaches(from, use, blocked) || handedLater(from, use, blocked)
	}
	lit := literalWithin(from.Parent(), use.Parent())
	if lit == nil {
		return false
	}
	for _, mc := range flow.Makers(lit) {
		if mc.Parent() != from.Parent() {
			continue
		}
		if flow.Reaches(from, mc, blocked) || !calledInPlace(mc) && flow.Reaches(mc, from, fresh(mc)) {
			return true
		}
	}
	return false
}

// isSend reports whether instr sends on a channel: a send statement or a
// select with a send case.
func isSend(instr ssa.Instruction) bool { return len(sentValues(instr)) > 0 }

// sentValues are the values instr sends: a send statement's, or those of
// a select's send cases.
func sentValues(instr ssa.Instruction) []ssa.Value {
	switch x := instr.(type) {
	case *ssa.Send:
		return []ssa.Value{x.X}
	case *ssa.Select:
		var out []ssa.Value
		for _, st := range x.States {
			if st.Dir == types.SendOnly {
				out = append(out, st.Send)
			}
		}
		return out
	}
	return nil
}

// handedLater reports whether from, after use in its function, still
// runs before what use hands on is used: after a send the receiver, and
// after a go statement the goroutine, may start the child whenever; a
// deferred call runs when the function returns, so from counts when it
// can reach a return with none of blocked in between.
func handedLater(from, use ssa.Instruction, blocked map[ssa.Instruction]bool) bool {
	switch use.(type) {
	case *ssa.Send, *ssa.Select:
		if !isSend(use) {
			return false
		}
	case *ssa.Go:
	case *ssa.Defer:
		if !reachesReturn(from, blocked) {
			return false
		}
	default:
		return false
	}
	return flow.Reaches(use, from, handedFresh(use))
}

// reachesReturn reports whether from can run on to a return of its
// function with none of blocked in between.
func reachesReturn(from ssa.Instruction, blocked map[ssa.Instruction]bool) bool {
	for _, b := range from.Parent().Blocks {
		if len(b.Instrs) == 0 {
			continue
		}
		if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok && flow.Reaches(from, ret, blocked) {
			return true
		}
	}
	return false
}

// handedFresh are the instructions that define anew what instr hands on
// (the next round of a loop that builds a task and sends or starts it): a
// write reached only through one is into another value.
func handedFresh(instr ssa.Instruction) map[ssa.Instruction]bool {
	out := map[ssa.Instruction]bool{}
	vals := sentValues(instr)
	if call, ok := instr.(ssa.CallInstruction); ok {
		vals = call.Common().Args
	}
	for _, v := range vals {
		if ld, ok := v.(*ssa.UnOp); ok && ld.Op == token.MUL {
			v = ld.X // a variable's cell, declared anew
		}
		if def, ok := v.(ssa.Instruction); ok {
			out[def] = true
		}
	}
	return out
}

// fresh are the variables mc binds: a path that declares one again (the
// next round of a loop whose body declares it) reaches a new variable,
// not the one the literal captured.
func fresh(mc *ssa.MakeClosure) map[ssa.Instruction]bool {
	out := map[ssa.Instruction]bool{}
	for _, b := range mc.Bindings {
		if a, ok := b.(*ssa.Alloc); ok {
			out[a] = true
		}
	}
	return out
}

// literalWithin is the func literal of outer that holds fn (fn itself or
// the literal it is nested in), or nil when fn is not nested in outer.
func literalWithin(outer, fn *ssa.Function) *ssa.Function {
	for range 16 {
		if fn == nil {
			return nil
		}
		if fn.Parent() == outer {
			return fn
		}
		fn = fn.Parent()
	}
	return nil
}

// calledInPlace reports whether the closure mc makes is only called, then
// and there (func() { ... }()), not started, deferred or handed on.
func calledInPlace(mc *ssa.MakeClosure) bool {
	refs := flow.Referrers(mc)
	if len(refs) == 0 {
		return false
	}
	for _, r := range refs {
		call, ok := r.(*ssa.Call)
		if !ok || call.Call.Value != ssa.Value(mc) || call.Call.IsInvoke() {
			return false
		}
		for _, a := range call.Call.Args {
			if a == ssa.Value(mc) {
				return false
			}
		}
	}
	return true
}

// handedOn adds to v, the fault of a write at from, the step where the
// spec was handed on toward use when that is not plain from the path: a
// send, or the func literal made in from's function that holds use.
func handedOn(v verdict, from, use ssa.Instruction) verdict {
	if len(v.faults) == 0 {
		return v
	}
	f := &v.faults[0]
	switch {
	case isSend(use):
		f.handed, f.handedStep = use.Pos(), "it is sent here, to the receive that hands it on"
	case from.Parent() != use.Parent():
		lit := literalWithin(from.Parent(), use.Parent())
		for _, mc := range flow.Makers(lit) {
			if mc.Parent() == from.Parent() {
				f.handed, f.handedStep = lit.Pos(), "the func literal that hands it on is made here"
				break
			}
		}
	}
	return v
}
