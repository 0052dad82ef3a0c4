package flow

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// Checker runs the rules with one set of roles and memoizes what it learns
// about the functions of a package (clamp producers, functions whose every
// return is clamped or whole). Use one per package.
type Checker struct {
	fset    *token.FileSet
	roles   *Roles
	summary SummaryLookup

	sinks     SinkLookup
	spawns    func(callee *types.Func) bool
	discarded DiscardLookup
	roots     RootLookup
	elems     *Elements
	names     map[*ssa.Function]string

	derived   map[ssa.Value]bool
	producers map[*ssa.Function]memo
	clamped   map[*ssa.Function]memo
	inPlace   map[inPlaceKey]memo
	whole     map[*ssa.Function]wholeMemo
	parents   map[parentKey]*seatVerdict // returnsParent's memo; nil while deciding
}

// SetElements lets a write into a seat's elements by a callee (its
// summary) lose the clamps, as a builtin's does.
func (c *Checker) SetElements(e *Elements) { c.elems = e }

// DiscardLookup reports whether the call whose opening parenthesis is at
// lparen drops its results in the source (an expression statement, an
// assignment to _, a go or defer statement), which SSA cannot tell from a
// result kept in a variable that is never read.
type DiscardLookup func(lparen token.Pos) bool

// SetDiscarded lets Reach leave a carrier call whose results the source
// drops to the finding that says so (clampseats' "result is discarded"),
// instead of reporting the same fault a second time. Without it every
// carrier call counts as kept.
func (c *Checker) SetDiscarded(f DiscardLookup) { c.discarded = f }

// memo is a three-state cache entry: absent, in progress (cycle), done.
type memo struct {
	done, ok bool
}

// NewChecker returns a checker for the roles; summary answers for functions
// of other packages (nil: none is known).
func NewChecker(fset *token.FileSet, r *Roles, summary SummaryLookup) *Checker {
	return &Checker{
		fset: fset, roles: r, summary: summary,
		names:     map[*ssa.Function]string{},
		derived:   map[ssa.Value]bool{},
		producers: map[*ssa.Function]memo{},
		clamped:   map[*ssa.Function]memo{},
		inPlace:   map[inPlaceKey]memo{},
		whole:     map[*ssa.Function]wholeMemo{},
		parents:   map[parentKey]*seatVerdict{},
	}
}

// isCarrierCall reports whether instr calls the carrier directly.
func (c *Checker) isCarrierCall(call *ssa.CallCommon) bool {
	if c.roles.Carrier == nil {
		return false
	}
	callee := call.StaticCallee()
	return callee != nil && callee.Object() == c.roles.Carrier
}

// inCarrierPkg reports whether callee is declared in the carrier's package.
func (c *Checker) inCarrierPkg(callee *ssa.Function) bool {
	if c.roles.Carrier == nil {
		return false
	}
	obj := callee.Object()
	if orig := callee.Origin(); orig != nil {
		obj = orig.Object()
	}
	return obj != nil && obj.Pkg() == c.roles.Carrier.Pkg()
}

// isDerived reports whether v is carrier-derived (see the package doc). A
// value met again while it is being decided (a loop of phis) counts as
// derived: every other edge must still be.
func (c *Checker) isDerived(v ssa.Value) bool {
	if d, ok := c.derived[v]; ok {
		return d
	}
	c.derived[v] = true
	d := c.deriveOnce(v)
	c.derived[v] = d
	return d
}

func (c *Checker) deriveOnce(v ssa.Value) bool {
	switch v := v.(type) {
	case *ssa.Call:
		return c.derivedCall(&v.Call, v.Type())
	case *ssa.Phi:
		for _, e := range v.Edges {
			if !c.isDerived(e) {
				return false
			}
		}
		return len(v.Edges) > 0
	case *ssa.ChangeType:
		return c.isDerived(v.X)
	case *ssa.UnOp:
		if alloc, ok := v.X.(*ssa.Alloc); ok && v.Op == token.MUL {
			return c.derivedLocal(alloc, v)
		}
	}
	return false
}

// derivedCall: the carrier; a carrier-package function taking a derived
// operand and returning T or R; a same-package clamp producer (in the
// carrier's package too).
func (c *Checker) derivedCall(call *ssa.CallCommon, typ types.Type) bool {
	if c.isCarrierCall(call) {
		return true
	}
	callee := call.StaticCallee()
	if callee == nil {
		return false
	}
	if c.inCarrierPkg(callee) && (c.roles.isSpec(typ) || c.roles.isResult(typ)) {
		for _, a := range call.Args {
			if c.roles.isResult(a.Type()) && c.isDerived(a) {
				return true
			}
		}
	}
	// A clamp producer of the same package: with a self-defined carrier the
	// engine's producers may live in the carrier's own package.
	return c.roles.isResult(typ) && c.isProducer(callee)
}

// derivedLocal: a load of a local whose every store is derived, one of them
// dominating the load, and whose address goes nowhere else.
func (c *Checker) derivedLocal(alloc *ssa.Alloc, load *ssa.UnOp) bool {
	dominated := false
	for _, ref := range *alloc.Referrers() {
		switch ref := ref.(type) {
		case *ssa.Store:
			if ref.Addr != alloc || !c.isDerived(ref.Val) {
				return false
			}
			dominated = dominated || precedes(ref, load)
		case *ssa.UnOp, *ssa.DebugRef:
		default:
			return false
		}
	}
	return dominated
}

// precedes reports whether a dominates b (same block: comes first).
func precedes(a, b ssa.Instruction) bool {
	if a.Block() != b.Block() {
		return a.Block().Dominates(b.Block())
	}
	for _, instr := range a.Block().Instrs {
		if instr == a {
			return true
		}
		if instr == b {
			return false
		}
	}
	return false
}

// isProducer reports whether fn (same package, with a body) returns a
// derived R on every normal return. A cycle fails closed.
func (c *Checker) isProducer(fn *ssa.Function) bool {
	if fn.Blocks == nil {
		return false
	}
	if m, ok := c.producers[fn]; ok {
		return m.done && m.ok
	}
	c.producers[fn] = memo{}
	idx := resultIndex(fn, c.roles.isResult)
	ok := idx >= 0
	for _, ret := range normalReturns(fn) {
		if ok && !c.isErrorPath(ret, idx) {
			ok = c.isDerived(ret.Results[idx])
		}
	}
	c.producers[fn] = memo{done: true, ok: ok}
	return ok
}

// resultIndex returns the index of fn's first result that match accepts, or -1.
func resultIndex(fn *ssa.Function, match func(types.Type) bool) int {
	res := fn.Signature.Results()
	for i := range res.Len() {
		if match(res.At(i).Type()) {
			return i
		}
	}
	return -1
}

// specResults are the indices of fn's results that isSpec matches.
func specResults(fn *ssa.Function, isSpec func(types.Type) bool) []int {
	var out []int
	for i := range fn.Signature.Results().Len() {
		if isSpec(fn.Signature.Results().At(i).Type()) {
			out = append(out, i)
		}
	}
	return out
}

// normalReturns returns fn's return instructions.
func normalReturns(fn *ssa.Function) []*ssa.Return {
	var out []*ssa.Return
	for _, b := range fn.Blocks {
		if b.Index != 0 && len(b.Preds) == 0 {
			continue // unreachable: after a call that never returns
		}
		if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok {
			out = append(out, ret)
		}
	}
	return out
}

// isErrorPath reports whether ret returns a non-nil error as its last result
// and the zero value as output idx (-1: no output value to check).
func (c *Checker) isErrorPath(ret *ssa.Return, idx int) bool {
	n := len(ret.Results)
	if n == 0 || !types.Identical(ret.Results[n-1].Type(), errorType) {
		return false
	}
	if k, ok := ret.Results[n-1].(*ssa.Const); ok && k.IsNil() {
		return false
	}
	if idx < 0 || idx == n-1 {
		return true
	}
	return zeroAt(ret.Results[idx])
}

// zeroAt reports whether v is the zero value where it is read: a zero
// constant, or a load of a local (a named result) that nothing but a
// zeroing can have written before the load (a store, a field's address or
// its own address handed anywhere on a path that reaches it).
func zeroAt(v ssa.Value) bool {
	switch x := v.(type) {
	case *ssa.Const:
		return x.Value == nil || x.IsNil()
	case *ssa.UnOp:
		a, ok := x.X.(*ssa.Alloc)
		if !ok || x.Op != token.MUL {
			return false
		}
		for _, ref := range Referrers(a) {
			if ld, ok := ref.(*ssa.UnOp); ok && ld.Op == token.MUL {
				continue // a read
			}
			if st, ok := ref.(*ssa.Store); ok && st.Addr == a {
				if k, ok := st.Val.(*ssa.Const); ok && (k.Value == nil || k.IsNil()) {
					continue // a zeroing
				}
				if ld, ok := st.Val.(*ssa.UnOp); ok && ld.Op == token.MUL && ld.X == a {
					continue // return spec, err: the named result stored into itself
				}
			}
			if Reaches(ref, x, nil) {
				return false
			}
		}
		return true
	}
	return false
}

var errorType = types.Universe.Lookup("error").Type()

// isApplication reports whether call applies the clamps to the location o:
// a carrier-package function with a derived R operand and o, or a derived
// func value called with o.
func (c *Checker) isApplication(call *ssa.CallCommon, o ssa.Value) bool {
	if !c.hasOperand(call, o) {
		return false
	}
	if callee := call.StaticCallee(); callee != nil {
		if !c.inCarrierPkg(callee) {
			return false
		}
		for _, a := range call.Args {
			if a != o && c.canon(a) != o && c.roles.isResult(a.Type()) && c.isDerived(a) {
				return true
			}
		}
		return false
	}
	return !call.IsInvoke() && c.isDerived(call.Value)
}

// hasOperand reports whether o is one of call's arguments (receiver included).
func (c *Checker) hasOperand(call *ssa.CallCommon, o ssa.Value) bool {
	for _, a := range call.Args {
		if a == o || c.canon(a) == o {
			return true
		}
	}
	return false
}

// isTighten reports whether v is a call of the tighten function.
func (c *Checker) isTighten(v ssa.Value) (*ssa.Call, bool) {
	call, ok := v.(*ssa.Call)
	if !ok || c.roles.Tighten == nil {
		return nil, false
	}
	callee := call.Call.StaticCallee()
	return call, callee != nil && callee.Object() == c.roles.Tighten && len(call.Call.Args) == 2
}
