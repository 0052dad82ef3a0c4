package census

import (
	"go/token"
	"go/types"

	"github.com/sema-agent/clampvet/internal/dataflow/flow"
	"golang.org/x/tools/go/ssa"
)

// A struct that holds the spec (a task, a run) is kept in memory by most
// engines before it starts: appended to its parent's list of children,
// put in a map of pending tasks. From there, a pointer read back out of
// that memory aliases it, and a seat written through such a pointer is
// written into the child's spec. The census does not follow which memory
// holds which task; it judges by place instead: once a location holding
// the spec has been stored in memory, a carried seat written in the same
// function through a pointer read from memory (a map, a slice element, a
// field loaded through a pointer), between that store and the call, may
// be the child's seat: a finding at the write. A seat written through a
// pointer the function made or was handed is the location's own (writes)
// or another spec's.

// aliasWritten is the fault of a carried seat written through a pointer
// read from memory after one of locs, the pointers that address the
// spec's location, was stored in memory and before use.
func (c *Census) aliasWritten(locs []ssa.Value, use ssa.Instruction) verdict {
	own := map[ssa.Value]bool{}
	for _, loc := range locs {
		own[loc] = true
	}
	escapes := c.escapes(locs, own)
	if len(escapes) == 0 {
		return verdict{}
	}
	for _, b := range use.Parent().Blocks {
		for _, instr := range b.Instrs {
			seat, by := c.memoryWrite(instr, own)
			if seat == "" || !after(instr, escapes) || !flow.Reaches(instr, use, nil) {
				continue
			}
			at := instr.Pos()
			if mc, ok := instr.(*ssa.MakeClosure); ok {
				at = mc.Fn.Pos() // a closure has no position of its own
			}
			v := writtenVerdict(at, "seat "+seat)
			v.faults[0].step = "seat " + seat + " is written here through a pointer read from memory" + by + ", after the clamps"
			v.faults[0].made = firstPos(locs)
			return v
		}
	}
	return verdict{}
}

// firstPos is the earliest position of locs: where the location is made
// (a task literal), not a field address taken later at the call.
func firstPos(locs []ssa.Value) token.Pos {
	first := token.NoPos
	for _, loc := range locs {
		if p := posOf(loc); p.IsValid() && (!first.IsValid() || p < first) {
			first = p
		}
	}
	return first
}

// memoryWrite is the carried seat instr writes through a pointer read
// from memory (readFromMemory), or "": a store into the seat, a call
// handed the pointer whose callee's summary leaves a seat below it
// written, a call of a function that writes through memory it reads
// itself (memory.go), or a func literal made or handed there that does;
// by names that callee (" by helpers.Grant").
func (c *Census) memoryWrite(instr ssa.Instruction, own map[ssa.Value]bool) (seat, by string) {
	switch x := instr.(type) {
	case *ssa.Store:
		fa, ok := x.Addr.(*ssa.FieldAddr)
		if ok && c.env.Spec.IsSpec(deref(fa.X.Type())) && c.env.Carried(fieldVar(fa)) && readFromMemory(fa.X, own) {
			return fieldVar(fa).Name(), ""
		}
	case *ssa.Call, *ssa.Go: // a deferred call runs after the sink
		return c.callMemoryWrite(x.(ssa.CallInstruction).Common(), own)
	case *ssa.MakeClosure:
		if lit := literal(x); lit != nil {
			if ws := c.memoryWrites(lit); len(ws) > 0 {
				return ws[0], " by the func literal made here"
			}
		}
	}
	return "", ""
}

// callMemoryWrite is memoryWrite at a call: handed a pointer read from
// memory whose seat the callee's summary leaves written, a callee that
// writes through memory itself, or handed a func literal (that captures
// nothing, so no closure is made for it) that does.
func (c *Census) callMemoryWrite(common *ssa.CallCommon, own map[ssa.Value]bool) (seat, by string) {
	for i, a := range common.Args {
		if lit := literal(a); lit != nil {
			if ws := c.memoryWrites(lit); len(ws) > 0 {
				return ws[0], " by the func literal handed here"
			}
		}
		if _, ptr := a.Type().Underlying().(*types.Pointer); !ptr || !readFromMemory(a, own) {
			continue
		}
		for _, w := range c.loosensAt(common, i) {
			if w.Seat != "" {
				return w.Seat, " by " + c.calleeName(common)
			}
		}
	}
	if ws := c.calleeMemoryWrites(common); len(ws) > 0 {
		return ws[0], " by " + c.calleeName(common)
	}
	return "", ""
}

// literal is the func literal v makes or names (one that captures
// nothing is a function value, no closure), or nil. A literal may run
// whenever after it is made (a goroutine, a callback): what it writes
// stands where it is made.
func literal(v ssa.Value) *ssa.Function {
	switch x := v.(type) {
	case *ssa.MakeClosure:
		fn, _ := x.Fn.(*ssa.Function)
		return fn
	case *ssa.Function:
		if x.Parent() != nil {
			return x
		}
	}
	return nil
}

// escapes are the stores (and map updates) that put one of locs into
// memory other than the location itself: an element of a slice, a map, a
// field of a struct that does not hold the spec for the census.
func (c *Census) escapes(locs []ssa.Value, own map[ssa.Value]bool) []ssa.Instruction {
	internal := map[*ssa.Store]bool{}
	for _, loc := range locs {
		for _, st := range storesBelow(loc, 0) {
			internal[st] = true
		}
	}
	var out []ssa.Instruction
	for _, loc := range locs {
		for _, ref := range flow.Referrers(loc) {
			switch r := ref.(type) {
			case *ssa.Store:
				if r.Val == loc && !internal[r] {
					out = append(out, r)
				}
			case *ssa.MapUpdate:
				if r.Value == loc {
					out = append(out, r)
				}
			}
		}
	}
	return out
}

// after reports whether instr can run after one of the escapes.
func after(instr ssa.Instruction, escapes []ssa.Instruction) bool {
	for _, e := range escapes {
		if flow.Reaches(e, instr, nil) {
			return true
		}
	}
	return false
}

// readFromMemory reports whether the pointer v (to a spec) is read from
// memory rather than made or handed in: its root, through field and
// array-element addresses, is a load, a map lookup or a slice element,
// and not one of the location's own pointers.
func readFromMemory(v ssa.Value, own map[ssa.Value]bool) bool {
	for range 64 {
		if own[v] {
			return false
		}
		switch x := v.(type) {
		case *ssa.FieldAddr:
			v = x.X
		case *ssa.IndexAddr:
			if _, slice := x.X.Type().Underlying().(*types.Slice); slice {
				return true
			}
			v = x.X
		case *ssa.UnOp:
			return x.Op == token.MUL
		case *ssa.Lookup, *ssa.Index:
			return true
		case *ssa.Extract:
			_, lookup := x.Tuple.(*ssa.Lookup)
			return lookup
		default:
			return false
		}
	}
	return false
}
