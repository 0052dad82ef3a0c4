package flow

import (
	"fmt"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// unwritten reports the first effect of the function that may write the
// location path below root and can run before read with no store of a
// whole value into root (blocked) in between: a store into it, or its
// address handed to a call, captured by a closure or stored.
func (run *seatRun) unwritten(root ssa.Value, path []int, read ssa.Instruction, blocked map[ssa.Instruction]bool) seatVerdict {
	if _, local := root.(*ssa.Alloc); !local && !isPointer(root.Type()) {
		return seatVerdict{} // a value: nothing writes it
	}
	for _, e := range run.effects {
		if blocked[e] || e == read {
			continue
		}
		if what, ok := writes(e, root, path); ok && Reaches(e, read, blocked) {
			return seatFault(e.Pos(), what, "read from a value written just before: read the parent as received")
		}
	}
	return seatVerdict{}
}

// writes reports whether instr may write the location path below root,
// with the words of the step.
func writes(instr ssa.Instruction, root ssa.Value, path []int) (string, bool) {
	switch x := instr.(type) {
	case *ssa.Store:
		if p, ok := pathTo(x.Addr, root); ok && overlaps(p, path) {
			return "the parent is written here", true
		}
		if addressOf(x.Val, root, path) {
			return "the parent's address is stored here", true
		}
	case ssa.CallInstruction:
		for _, a := range x.Common().Args {
			if addressOf(a, root, path) {
				return "the parent is handed to " + calleeName(x.Common()) + " here", true
			}
		}
	case *ssa.MakeClosure:
		for _, b := range x.Bindings {
			if addressOf(b, root, path) {
				return "the parent is captured by a closure here", true
			}
		}
	}
	return "", false
}

// addressOf reports whether v is a pointer (possibly in an interface)
// rooted at root through which the location path below it can be written.
func addressOf(v, root ssa.Value, path []int) bool {
	for {
		switch x := v.(type) {
		case *ssa.MakeInterface:
			v = x.X
			continue
		case *ssa.ChangeType:
			v = x.X
			continue
		}
		break
	}
	if !isPointer(v.Type()) {
		return false
	}
	p, ok := pathTo(v, root)
	return ok && overlaps(p, path)
}

// parentKey is a function and the index of the result returnsParent
// decides.
type parentKey struct {
	fn  *ssa.Function
	idx int
}

// call decides the result idx of call as a parent: a root's, or that of a
// function of the package whose every return is a parent.
func (run *seatRun) call(call *ssa.Call, idx int) seatVerdict {
	common := &call.Call
	callee := common.StaticCallee()
	unknown := seatFault(call.Pos(), "the parent comes from here",
		"read from a result of %s, not a known parent: read it from the parent", calleeName(common))
	if common.IsInvoke() || callee == nil || callee.Origin() != nil {
		return unknown
	}
	if obj, ok := callee.Object().(*types.Func); ok && run.c.roots != nil && run.c.roots(obj) {
		return seatVerdict{}
	}
	if callee.Pkg != run.fn.Pkg || callee.Blocks == nil {
		return unknown
	}
	if v := run.c.returnsParent(callee, idx); v.bad {
		v.why = fmt.Sprintf("read from a result of %s, which returns %s", callee.Name(), trimRead(v.why))
		v.pos, v.what = call.Pos(), "the parent comes from here"
		return v
	}
	return seatVerdict{}
}

// returnsParent decides whether every normal return of fn (but error
// returns) gives a parent as result idx, nothing written. A cycle of calls
// fails closed.
func (c *Checker) returnsParent(fn *ssa.Function, idx int) seatVerdict {
	k := parentKey{fn, idx}
	if m, ok := c.parents[k]; ok {
		if m == nil {
			return seatFault(fn.Pos(), "", "read through a cycle of calls: read it from the parent")
		}
		return *m
	}
	c.parents[k] = nil
	v := c.returnsParentOnce(fn, idx)
	c.parents[k] = &v
	return v
}

func (c *Checker) returnsParentOnce(fn *ssa.Function, idx int) seatVerdict {
	run := c.newSeatRun(fn)
	for _, ret := range normalReturns(fn) {
		if idx >= len(ret.Results) {
			return seatFault(token.NoPos, "", "read from a value the engine cannot follow: read it from the parent")
		}
		if c.isErrorPath(ret, idx) {
			continue
		}
		if v := run.base(ret.Results[idx], nil, ret); v.bad {
			return v
		}
	}
	return seatVerdict{}
}
