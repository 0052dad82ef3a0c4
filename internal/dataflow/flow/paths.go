package flow

import (
	"slices"

	"golang.org/x/tools/go/ssa"
)

// Reaches reports whether to can run after from, on a path that runs no
// instruction of blocked in between (blocked may be nil): later in from's
// block, in a block reachable from it, or earlier in its own block through
// a loop.
func Reaches(from, to ssa.Instruction, blocked map[ssa.Instruction]bool) bool {
	// scan runs the instructions of b from index i: it reports whether to
	// is met before a blocker, and whether the block runs to its end.
	scan := func(b *ssa.BasicBlock, i int) (found, through bool) {
		for _, instr := range b.Instrs[i:] {
			if instr == to {
				return true, false
			}
			if blocked[instr] {
				return false, false
			}
		}
		return false, true
	}
	start := from.Block()
	i := slices.Index(start.Instrs, from)
	found, through := scan(start, i+1)
	if found || !through {
		return found
	}
	seen := map[*ssa.BasicBlock]bool{}
	work := slices.Clone(start.Succs)
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[b] {
			continue
		}
		seen[b] = true
		found, through := scan(b, 0)
		if found {
			return true
		}
		if through {
			work = append(work, b.Succs...)
		}
	}
	return false
}

// Precedes reports whether a runs before b on every path to b: a's block
// dominates b's, or both are in one block and a comes first.
func Precedes(a, b ssa.Instruction) bool { return precedes(a, b) }
