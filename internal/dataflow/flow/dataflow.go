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

// solution is the state at the entry of every reachable block and after
// every step (see [stepIndex]); the state before any other instruction is
// recovered from them, since the transfer of a non-step is the identity.
type solution[S comparable] struct {
	steps   *stepIndex
	reached []bool // by block index
	in      []S    // by block index
	after   []S    // by step, parallel to steps.instrs
}

// reached reports whether b is reachable from the entry.
func (sol *solution[S]) isReached(b *ssa.BasicBlock) bool { return sol.reached[b.Index] }

// at returns the state just before instr, the zero state where instr's
// block is not reached.
func (sol *solution[S]) at(instr ssa.Instruction) S {
	var zero S
	b := instr.Block()
	if !sol.reached[b.Index] {
		return zero
	}
	s := sol.in[b.Index]
	k, end := sol.steps.bounds(b)
	for _, x := range b.Instrs {
		if x == instr {
			return s
		}
		if k < end && sol.steps.instrs[k] == x {
			s = sol.after[k]
			k++
		}
	}
	return zero
}

// before returns the state just before step k of block b.
func (sol *solution[S]) before(b *ssa.BasicBlock, k int) S {
	if start, _ := sol.steps.bounds(b); k == start {
		return sol.in[b.Index]
	}
	return sol.after[k-1]
}

// solve runs the problem to its fixpoint (block entry = meet of the reached
// predecessors' exits, blocks in index order until nothing changes),
// applying the transfer to the steps only. The pass that changes nothing
// records the solution: its states are the fixpoint's. When every edge of
// fn goes forward in index order, the first pass meets only final states,
// so it changes nothing a second pass would see: it is the last.
func solve[S comparable](fn *ssa.Function, l lattice[S], steps *stepIndex) solution[S] {
	once := forward(fn)
	n := len(fn.Blocks)
	states := make([]S, 2*n+len(steps.instrs)) // in, out and after: one allocation per location
	sol := solution[S]{steps: steps, reached: make([]bool, n), in: states[:n:n], after: states[2*n:]}
	out := states[n : 2*n : 2*n]
	for changed := true; changed; {
		changed = false
		for _, b := range fn.Blocks {
			s, ok := blockIn(b, l, out, sol.reached)
			if !ok {
				continue
			}
			sol.in[b.Index] = s
			start, end := steps.bounds(b)
			for k := start; k < end; k++ {
				s = l.transfer(steps.instrs[k], s)
				sol.after[k] = s
			}
			if !sol.reached[b.Index] || out[b.Index] != s {
				sol.reached[b.Index], out[b.Index], changed = true, s, true
			}
		}
		if once {
			break
		}
	}
	return sol
}

// forward reports whether every predecessor of every block of fn has a
// smaller index.
func forward(fn *ssa.Function) bool {
	for _, b := range fn.Blocks {
		for _, p := range b.Preds {
			if p.Index >= b.Index {
				return false
			}
		}
	}
	return true
}

// blockIn is the state at b's entry; false when no predecessor is reached yet.
func blockIn[S comparable](b *ssa.BasicBlock, l lattice[S], out []S, seen []bool) (S, bool) {
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
