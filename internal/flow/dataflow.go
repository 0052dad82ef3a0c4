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

// solution is the state before every instruction of the reachable blocks,
// per block in instruction order (slices, not a map keyed by instruction:
// the solver runs once per location of every function, and a map's growth
// was a tenth of the analysis).
type solution[S comparable] struct {
	before [][]S // by block index; nil for a block not reached
}

// reached reports whether b is reachable from the entry.
func (sol *solution[S]) reached(b *ssa.BasicBlock) bool { return sol.before[b.Index] != nil }

// at returns the state just before instr, the zero state where instr's
// block is not reached.
func (sol *solution[S]) at(instr ssa.Instruction) S {
	var zero S
	b := instr.Block()
	states := sol.before[b.Index]
	if states == nil {
		return zero
	}
	for i, in := range b.Instrs {
		if in == instr {
			return states[i]
		}
	}
	return zero
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
	sol := solution[S]{before: make([][]S, n)}
	for _, b := range fn.Blocks {
		s, ok := blockIn(b, l, in, out, seen)
		if !ok {
			continue
		}
		states := make([]S, len(b.Instrs)+1) // never nil, even for an empty block
		for i, instr := range b.Instrs {
			states[i] = s
			s = l.transfer(instr, s)
		}
		sol.before[b.Index] = states[:len(b.Instrs):len(b.Instrs)]
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
