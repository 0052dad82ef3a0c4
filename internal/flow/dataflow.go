package flow

import "golang.org/x/tools/go/ssa"

// lattice is a forward dataflow problem over one function: the state at the
// entry, the meet of two predecessors' states, and the transfer of one
// instruction. States must be comparable so the solver sees the fixpoint.
type lattice[S comparable] struct {
	entry    S
	meet     func(a, b S) S
	transfer func(instr ssa.Instruction, in S) S
}

// solution is the state before every instruction of the reachable blocks.
type solution[S comparable] struct {
	before  map[ssa.Instruction]S
	reached map[*ssa.BasicBlock]bool
}

// solve runs the problem to its fixpoint, block entry = meet of the reached
// predecessors' exits, then records the state before each instruction.
func solve[S comparable](fn *ssa.Function, l lattice[S]) solution[S] {
	n := len(fn.Blocks)
	in := make([]S, n)
	out := make([]S, n)
	seen := make([]bool, n) // out[i] is defined
	for changed := true; changed; {
		changed = false
		for _, b := range fn.Blocks {
			s, ok := blockIn(b, l, in, out, seen)
			if !ok {
				continue
			}
			in[b.Index] = s
			for _, instr := range b.Instrs {
				s = l.transfer(instr, s)
			}
			if !seen[b.Index] || out[b.Index] != s {
				seen[b.Index], out[b.Index], changed = true, s, true
			}
		}
	}
	sol := solution[S]{before: map[ssa.Instruction]S{}, reached: map[*ssa.BasicBlock]bool{}}
	for _, b := range fn.Blocks {
		s, ok := blockIn(b, l, in, out, seen)
		if !ok {
			continue
		}
		sol.reached[b] = true
		for _, instr := range b.Instrs {
			sol.before[instr] = s
			s = l.transfer(instr, s)
		}
	}
	return sol
}

// blockIn is the state at b's entry; false when no predecessor is reached yet.
func blockIn[S comparable](b *ssa.BasicBlock, l lattice[S], in, out []S, seen []bool) (S, bool) {
	if b.Index == 0 {
		return l.entry, true
	}
	var s S
	ok := false
	for _, p := range b.Preds {
		if !seen[p.Index] {
			continue
		}
		if !ok {
			s, ok = out[p.Index], true
		} else {
			s = l.meet(s, out[p.Index])
		}
	}
	return s, ok
}
