package flow

import "golang.org/x/tools/go/ssa"

// stepIndex lists, in block order and then instruction order, the
// instructions of a function at which one location's state may change: the
// solver applies the transfer to these steps only. Every other instruction
// neither uses the location nor an address derived from it, so both rules'
// transfers leave the state as it is there; skipping them keeps the
// solution while a location of a long function costs its few uses, not
// every instruction in every pass.
type stepIndex struct {
	instrs []ssa.Instruction
	start  []int32 // by block index, then one more: block b's steps are instrs[start[b]:start[b+1]]
}

// bounds returns the range of b's steps in instrs.
func (x *stepIndex) bounds(b *ssa.BasicBlock) (int, int) {
	return int(x.start[b.Index]), int(x.start[b.Index+1])
}

// stepScratch is the working memory of stepsOf. A checker keeps one and
// lends it to every location it solves (stepsOf never runs nested), so a
// location's steps cost no set of their own.
type stepScratch struct {
	marks   map[ssa.Instruction]uint8
	inBlock []bool // the blocks that hold a step
	work    []ssa.Value
}

// stepsOf returns the steps of a location rooted at root (the variable, the
// *T parameter, the struct that holds a spec field): root itself when it is
// an instruction, and every instruction that uses root or a value derived
// from it through FieldAddr, IndexAddr, Slice, MakeInterface or UnOp — a
// superset of the paths seatPath, seatPathSrc and canon follow back to a
// location. A value whose uses are not tracked makes every instruction a
// step.
func (x *stepScratch) stepsOf(fn *ssa.Function, root ssa.Value) *stepIndex {
	const isStep, queued = 1, 2
	marks, inBlock, work := x.take(len(fn.Blocks))
	defer func() { x.give(marks, inBlock, work) }()
	mark := func(instr ssa.Instruction) {
		marks[instr] |= isStep
		if b := instr.Block(); b != nil && b.Parent() == fn {
			inBlock[b.Index] = true
		}
	}
	if instr, ok := root.(ssa.Instruction); ok {
		mark(instr)
	}
	work = append(work, root)
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		refs := v.Referrers()
		if refs == nil {
			return allSteps(fn)
		}
		for _, r := range *refs {
			mark(r)
			if d, ok := derivedFrom(r, v); ok && marks[r]&queued == 0 {
				marks[r] |= queued
				work = append(work, d)
			}
		}
	}
	return indexSteps(fn, inBlock, func(instr ssa.Instruction) bool { return marks[instr] != 0 }, len(marks))
}

// take returns the cleared scratch for a function of n blocks.
func (x *stepScratch) take(n int) (map[ssa.Instruction]uint8, []bool, []ssa.Value) {
	if x.marks == nil {
		x.marks = map[ssa.Instruction]uint8{}
	}
	if cap(x.inBlock) < n {
		x.inBlock = make([]bool, n)
	}
	return x.marks, x.inBlock[:n], x.work[:0]
}

// give clears the scratch after use; a set grown large by one long function
// is dropped rather than cleared again for every later location.
func (x *stepScratch) give(marks map[ssa.Instruction]uint8, inBlock []bool, work []ssa.Value) {
	if len(marks) > 256 {
		x.marks = nil
	} else {
		clear(marks)
	}
	clear(inBlock)
	x.work = work[:0]
}

// derivedFrom returns r as a value when it derives an address (or a value
// read through one) from its operand v: the edges the seat paths walk back.
func derivedFrom(r ssa.Instruction, v ssa.Value) (ssa.Value, bool) {
	switch r := r.(type) {
	case *ssa.FieldAddr:
		return r, r.X == v
	case *ssa.IndexAddr:
		return r, r.X == v
	case *ssa.Slice:
		return r, r.X == v
	case *ssa.MakeInterface:
		return r, r.X == v
	case *ssa.UnOp:
		return r, r.X == v
	}
	return nil, false
}

// allSteps makes every instruction of fn a step.
func allSteps(fn *ssa.Function) *stepIndex {
	return indexSteps(fn, nil, func(ssa.Instruction) bool { return true }, 0)
}

// indexSteps lists fn's instructions that step selects, in order, looking
// only into the blocks inBlock marks (nil: all); size is a capacity hint.
func indexSteps(fn *ssa.Function, inBlock []bool, step func(ssa.Instruction) bool, size int) *stepIndex {
	x := &stepIndex{instrs: make([]ssa.Instruction, 0, size), start: make([]int32, len(fn.Blocks)+1)}
	for _, b := range fn.Blocks {
		x.start[b.Index] = int32(len(x.instrs))
		if inBlock != nil && !inBlock[b.Index] {
			continue
		}
		for _, instr := range b.Instrs {
			if step(instr) {
				x.instrs = append(x.instrs, instr)
			}
		}
	}
	x.start[len(fn.Blocks)] = int32(len(x.instrs))
	return x
}
