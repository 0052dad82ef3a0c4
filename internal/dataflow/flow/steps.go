package flow

import (
	"go/token"
	"slices"

	"golang.org/x/tools/go/ssa"
)

// stepIndex lists, in block order and then instruction order, the
// instructions of a function at which one location's state may change: the
// solver applies the transfer to these steps only. The transfer of any
// other instruction is the identity in both rules, so skipping it keeps the
// solution, while a location costs one scan of the function and then its
// few steps in every pass, not every instruction.
type stepIndex struct {
	instrs []ssa.Instruction
	start  []int32 // by block index, then one more: block b's steps are instrs[start[b]:start[b+1]]
}

// bounds returns the range of b's steps in instrs.
func (x *stepIndex) bounds(b *ssa.BasicBlock) (int, int) {
	return int(x.start[b.Index]), int(x.start[b.Index+1])
}

// stepsOf lists the steps of the location rooted at root (the variable, the
// *T parameter, the struct that holds a spec field; see isStep).
func stepsOf(fn *ssa.Function, root ssa.Value) *stepIndex {
	x := &stepIndex{start: make([]int32, len(fn.Blocks)+1)}
	var buf [32]ssa.Instruction // on the stack: most locations have fewer steps
	steps := buf[:0]
	for _, b := range fn.Blocks {
		x.start[b.Index] = int32(len(steps))
		for _, instr := range b.Instrs {
			if isStep(instr, root) {
				steps = append(steps, instr)
			}
		}
	}
	x.start[len(fn.Blocks)] = int32(len(steps))
	x.instrs = slices.Clone(steps)
	return x
}

// isStep reports whether instr is root itself, or one of the instructions
// the transfers of both rules look at (a store, a map update, a call, a
// closure) with an operand of the kind they look at that is rooted at root.
func isStep(instr ssa.Instruction, root ssa.Value) bool {
	switch x := instr.(type) {
	case *ssa.Store:
		return rooted(x.Addr, root) || rooted(x.Val, root)
	case *ssa.MapUpdate:
		return rooted(x.Map, root)
	case ssa.CallInstruction:
		return anyRooted(x.Common().Args, root)
	case *ssa.MakeClosure:
		return anyRooted(x.Bindings, root)
	case *ssa.RunDefers:
		return true // the deferred calls run here (step)
	case ssa.Value:
		return x == root
	}
	return false
}

// rooted reports whether v is root or derived from it through FieldAddr,
// IndexAddr, Slice, MakeInterface, ChangeType or any unary operand: a superset of the
// paths seatPath, seatPathSrc and canon follow back to a location (a field
// location's root is its struct, which holds every address of the field).
func rooted(v, root ssa.Value) bool {
	return addrWalk(v, anyUnary, func(v ssa.Value) bool { return v == root }, nil)
}

// through says which unary operations an address walk goes through.
type through uint8

const (
	addrsOnly through = iota // addresses only: no value read through one
	loads                    // and loads (*p): a value read through an address
	anyUnary                 // and any unary operation (step indexing's superset)
)

// addrWalk walks v back through field and element addresses, slices,
// interface and type conversions and the unary operations thru admits, calling field
// (when non-nil) at each field address on the way, and reports whether it
// reaches a value at which isRoot holds. It is the one walk from an address
// to the location it lies in; its callers differ only in the root they look
// for and in what they note of the fields on the way.
func addrWalk(v ssa.Value, thru through, isRoot func(ssa.Value) bool, field func(*ssa.FieldAddr)) bool {
	for range 64 {
		if isRoot(v) {
			return true
		}
		switch x := v.(type) {
		case *ssa.FieldAddr:
			if field != nil {
				field(x)
			}
			v = x.X
		case *ssa.IndexAddr:
			v = x.X
		case *ssa.Slice:
			v = x.X
		case *ssa.MakeInterface:
			v = x.X
		case *ssa.ChangeType: // sort.StringSlice(deny): the same value
			v = x.X
		case *ssa.UnOp:
			if thru == addrsOnly || thru == loads && x.Op != token.MUL {
				return false
			}
			v = x.X
		default:
			return false
		}
	}
	return false
}

// anyRooted reports whether one of vs is rooted at root.
func anyRooted(vs []ssa.Value, root ssa.Value) bool {
	for _, v := range vs {
		if rooted(v, root) {
			return true
		}
	}
	return false
}
