package flow

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"

	"github.com/sema-agent/clampvet/internal/kinds"
	"golang.org/x/tools/go/ssa"
)

// The seat rule: each seat of a source literal is read from the same seat
// of one parent value (see the package doc, "Seats come from the parent").
// seatorigin.go follows a seat's value to its parent, seatwrites.go what
// may write the parent before the read.

// RootLookup reports whether fn is a //clampvet:root: the spec it returns
// is a root run's, which may be a parent.
type RootLookup func(fn *types.Func) bool

// SetRoots lets the seat rule take a root's result as a parent.
func (c *Checker) SetRoots(r RootLookup) { c.roots = r }

// seatVerdict is where a seat's value, or the parent it is read from,
// comes from: the parent (bad false), or a fault, which completes "seat X
// of the carrier source is ...", and the place it lies.
type seatVerdict struct {
	bad  bool
	why  string
	pos  token.Pos
	what string // the words of the step at pos
}

func seatFault(pos token.Pos, what, format string, args ...any) seatVerdict {
	return seatVerdict{bad: true, why: fmt.Sprintf(format, args...), pos: pos, what: what}
}

// meetSeat keeps the first fault.
func meetSeat(a, b seatVerdict) seatVerdict {
	if a.bad {
		return a
	}
	return b
}

// seatRun is the seat rule over one function.
type seatRun struct {
	c  *Checker
	fn *ssa.Function
	// outputs are the locations the clamps are applied to in fn, the
	// spec being built; field is the spec field of a struct of fn's own
	// (-1: the location itself).
	outputs []seatOutput
	// effects are fn's stores, calls and closures: what may write a
	// parent before a read.
	effects []ssa.Instruction
	// phis are the phis being decided: one met again adds nothing.
	phis map[*ssa.Phi]bool
}

type seatOutput struct {
	root  ssa.Value
	field int
}

// SeatOrigins checks every source literal of fn: each seat it gives is
// read from the same seat of one parent value, or is the seat's
// restricting value. It checks nothing where no tighten function names
// the spec type whose fields carry the seats.
func (c *Checker) SeatOrigins(fn *ssa.Function) []Finding {
	if fn == nil || fn.Blocks == nil || !c.roles.SeatsKnown() {
		return nil
	}
	var run *seatRun
	var out []Finding
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			a, ok := instr.(*ssa.Alloc)
			if !ok || a.Comment != "complit" || !c.roles.isSource(deref(a.Type())) {
				continue
			}
			lit := literalAt(fn, a.Pos())
			if lit == nil {
				continue
			}
			if run == nil {
				run = c.newSeatRun(fn)
			}
			out = append(out, run.literal(a, lit)...)
		}
	}
	return out
}

func (c *Checker) newSeatRun(fn *ssa.Function) *seatRun {
	run := &seatRun{c: c, fn: fn, phis: map[*ssa.Phi]bool{}}
	for _, app := range c.newRun(fn).apps {
		switch loc := app.loc.(type) {
		case fieldLoc:
			run.outputs = append(run.outputs, seatOutput{loc.base, loc.field})
		default:
			run.outputs = append(run.outputs, seatOutput{loc, -1})
		}
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch instr.(type) {
			case *ssa.Store, ssa.CallInstruction, *ssa.MakeClosure:
				run.effects = append(run.effects, instr)
			}
		}
	}
	return run
}

// literal checks the seats the literal allocated at a gives: each is one
// store into a field of a, at the colon of its key.
func (run *seatRun) literal(a *ssa.Alloc, lit *ast.CompositeLit) []Finding {
	var out []Finding
	for _, ref := range *a.Referrers() {
		fa, ok := ref.(*ssa.FieldAddr)
		if !ok || fa.X != ssa.Value(a) {
			continue
		}
		kv := keyAt(lit, fa.Pos())
		if kv == nil {
			continue
		}
		seat := fieldVar(a.Type(), fa.Field)
		for _, r := range *fa.Referrers() {
			st, ok := r.(*ssa.Store)
			if !ok || st.Addr != ssa.Value(fa) {
				continue
			}
			if v := run.seat(st.Val, seat, st); v.bad {
				f := Finding{Pos: kv.Value.Pos(), End: kv.Value.End(), Kind: kinds.SourceSeatNotFromParent,
					Message: fmt.Sprintf("seat %s of the carrier source is %s", seat.Name(), v.why)}
				if v.pos.IsValid() && (v.pos < kv.Value.Pos() || v.pos >= kv.Value.End()) {
					f.Related = []Related{{Pos: v.pos, What: v.what}}
				}
				out = append(out, f)
			}
		}
	}
	return out
}

// keyAt returns the element of lit whose colon is at pos (where SSA puts
// the field address and store of a keyed element), or nil.
func keyAt(lit *ast.CompositeLit, pos token.Pos) *ast.KeyValueExpr {
	for _, e := range lit.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok && kv.Colon == pos {
			return kv
		}
	}
	return nil
}

// literalAt returns the composite literal of fn's syntax whose opening
// brace is at lbrace, or nil. Only the nodes that enclose it are visited.
func literalAt(fn *ssa.Function, lbrace token.Pos) *ast.CompositeLit {
	syntax := fn.Syntax()
	if syntax == nil {
		return nil
	}
	var lit *ast.CompositeLit
	ast.Inspect(syntax, func(n ast.Node) bool {
		if n == nil || lbrace < n.Pos() || lbrace >= n.End() {
			return false
		}
		if cl, ok := n.(*ast.CompositeLit); ok && cl.Lbrace == lbrace {
			lit = cl
		}
		return true
	})
	return lit
}
