package census

import (
	"fmt"
	"go/token"
	"go/types"
	"slices"
	"strconv"

	"github.com/sema-agent/clampvet/internal/dataflow/flow"
	"github.com/sema-agent/clampvet/internal/kinds"
	"golang.org/x/tools/go/ssa"
)

// fault is an origin the census does not accept.
type fault struct {
	pos  token.Pos
	kind string // the finding's kind (package internal/kinds)
	what string // "a spec literal", "a map lookup", ...
	// remedy is what the finding tells the reader to do, where "use a
	// constructor" is not it: a spec captured by a func literal may well
	// come from a constructor, and calling one again outside the literal
	// would change nothing.
	remedy string
	// step says what happened at pos, for the path ("" for the origin the
	// census refuses); made, when valid, is where the spec was made before
	// that, a step of its own.
	step string
	made token.Pos
	// handed, when valid, is where the spec written at pos was handed
	// on toward the call, in another function than the call's or after
	// the write (a send, the func literal that starts it): a step of its
	// own, worded by handedStep.
	handed     token.Pos
	handedStep string
}

// verdict is the origin of a value: the parameters of its function it
// comes from (their callers carry on), and the faults on its paths.
type verdict struct {
	from    uint64
	faults  []fault
	origins []Origin // the constructors and roots it comes from, as far as known
}

func (v verdict) params() []int {
	var out []int
	for i := range 64 {
		if v.from&(1<<i) != 0 {
			out = append(out, i)
		}
	}
	return out
}

func union(a, b verdict) verdict {
	return verdict{from: a.from | b.from, faults: append(append([]fault(nil), a.faults...), b.faults...),
		origins: append(append([]Origin(nil), a.origins...), b.origins...)}
}

// bad is a fault of the given kind at pos, worded by format and args.
func bad(pos token.Pos, kind, format string, args ...any) verdict {
	return verdict{faults: []fault{{pos: pos, kind: kind, what: fmt.Sprintf(format, args...)}}}
}

// origin is the origin of v; a pointer's origin is that of its content. A
// value met again while being decided (a loop) adds nothing: every other
// path must still be clean.
func (c *Census) origin(v ssa.Value) verdict {
	if got, ok := c.values[v]; ok {
		if got == nil {
			return verdict{}
		}
		return *got
	}
	c.values[v] = nil
	got := c.originOnce(v)
	c.values[v] = &got
	return got
}

func (c *Census) originOnce(v ssa.Value) verdict {
	got := c.walk(v)
	if len(got.faults) == 0 || c.env.Clamped == nil || !c.env.Spec.IsSpec(v.Type()) {
		return got
	}
	// The dataflow is asked only where the walk finds a fault: it costs a
	// solve per function, and most specs are clean by their origins.
	if fn := v.Parent(); fn != nil && c.env.Clamped(fn, v) {
		// Clean: keep only the constructors the walk found (for the graph).
		return verdict{origins: got.origins}
	}
	return got
}

// walk follows v to its origins, without asking the dataflow.
func (c *Census) walk(v ssa.Value) verdict {
	switch x := v.(type) {
	case *ssa.Const:
		if x.IsNil() || !c.zeroHolds(x.Type()) {
			return verdict{} // no spec at all, as a nil holder
		}
		return bad(x.Pos(), kinds.SpecNotConstructed, "the zero spec")
	case *ssa.Parameter:
		return c.param(x)
	case *ssa.FreeVar:
		return c.captured(x)
	case *ssa.Phi:
		return flow.Meet(x.Edges, c.origin, union)
	case *ssa.ChangeType:
		return c.origin(x.X)
	case *ssa.Extract:
		return c.extract(x)
	case *ssa.Call:
		return c.callOrigin(x)
	case *ssa.UnOp:
		if a, ok := x.X.(*ssa.Alloc); ok && x.Op == token.MUL {
			if o := c.appliedBefore(a, x); o != nil {
				return origins(*o)
			}
		}
		if x.Op == token.MUL {
			return c.origin(x.X)
		}
		if v, ok := c.receivedOrigin(x, received(x)); ok {
			return v
		}
		return c.unfollowed(x)
	case *ssa.Field:
		return c.origin(x.X)
	case *ssa.Index:
		return c.elems(x.X)
	case *ssa.Alloc:
		return c.stores(x)
	case *ssa.FieldAddr:
		return c.field(x)
	case *ssa.IndexAddr:
		return c.elems(x.X)
	case *ssa.Lookup:
		if _, ptr := types.Unalias(x.Type()).Underlying().(*types.Pointer); !ptr && !x.CommaOk {
			return bad(x.Pos(), kinds.SpecOriginUnfollowed, "a map lookup")
		}
		return c.mapElems(x.X)
	}
	return c.unfollowed(v)
}

// unfollowed is the fault of a value the census does not follow, named
// by what it is.
func (c *Census) unfollowed(v ssa.Value) verdict {
	pos := posOf(v)
	if _, at, ok := flow.Receive(v); ok && at.IsValid() {
		pos = at // a select's case, rather than the select
	}
	return bad(pos, kinds.SpecOriginUnfollowed, "%s", describe(v))
}

// describe names an origin the census cannot follow: a receive names its
// channel (flow.Receive), in exprshape's words.
func describe(v ssa.Value) string {
	if words, _, ok := flow.Receive(v); ok {
		return words
	}
	switch x := v.(type) {
	case *ssa.Global:
		return "a package-level variable " + x.Name()
	case *ssa.TypeAssert:
		return "a type assertion"
	}
	return "a value the census cannot follow"
}

// param is a parameter: the obligation moves to the callers. A func
// literal's parameter cannot move it: its callers are not known.
func (c *Census) param(p *ssa.Parameter) verdict {
	fn := p.Parent()
	for i, q := range fn.Params {
		if q != p {
			continue
		}
		if fn.Object() == nil || i >= 64 {
			return bad(p.Pos(), kinds.SpecCrossesFuncLiteral, "a parameter of a func literal")
		}
		return verdict{from: 1 << i}
	}
	return bad(p.Pos(), kinds.SpecOriginUnfollowed, "a parameter the census cannot place")
}

// extract: a result of a call, the value of a map range, or a comma-ok
// lookup.
func (c *Census) extract(x *ssa.Extract) verdict {
	switch t := x.Tuple.(type) {
	case *ssa.Call:
		return c.callOrigin(t)
	case *ssa.Next:
		if r, ok := t.Iter.(*ssa.Range); ok && !t.IsString {
			return c.mapElems(r.X)
		}
	case *ssa.Lookup:
		if _, ptr := types.Unalias(x.Type()).Underlying().(*types.Pointer); !ptr && !missChecked(x) {
			return bad(posOf(t), kinds.SpecOriginUnfollowed, "a map lookup")
		}
		return c.mapElems(t.X)
	case *ssa.UnOp:
		if v, ok := c.receivedOrigin(x, received(x)); ok {
			return v
		}
		return c.unfollowed(x)
	case *ssa.Select:
		if v, ok := c.receivedOrigin(x, received(x)); ok {
			return v
		}
		return c.unfollowed(x) // x, not t: a select's case is known by its index
	case *ssa.TypeAssert:
		return c.unfollowed(t)
	}
	return bad(posOf(x), kinds.SpecOriginUnfollowed, "a value the census cannot follow")
}

// missChecked reports whether the value v of a comma-ok lookup is used
// only where its ok result is true: on the ok edge of an if on it (go/ssa
// compiles 'if !ok { return }', 'ok && x' and 'if !ok { s = fallback() }'
// to such edges) or in a block only that edge leads to. Otherwise a miss
// hands on the zero value, as a lookup without comma-ok does (spec, _ :=
// specs[name]).
func missChecked(v *ssa.Extract) bool {
	var ok *ssa.Extract
	for _, r := range flow.Referrers(v.Tuple) {
		if e, is := r.(*ssa.Extract); is && e.Index == 1 {
			ok = e
		}
	}
	if ok == nil {
		return false
	}
	for _, r := range flow.Referrers(ok) {
		if iff, is := r.(*ssa.If); is && iff.Cond == ok && usedUnder(iff.Block(), iff.Block().Succs[0], v) {
			return true
		}
	}
	return false
}

// reachesAvoiding reports whether the value st stores into its local can
// still be there at r: whether a path runs from st to r that neither takes
// the edge from -> to (the ok edge) nor passes another store into the
// local, which replaces the value (if !ok { s = fallback() }).
func reachesAvoiding(st *ssa.Store, r ssa.Instruction, from, to *ssa.BasicBlock) bool {
	seen := map[*ssa.BasicBlock]bool{}
	var walk func(b *ssa.BasicBlock, start int) bool
	walk = func(b *ssa.BasicBlock, start int) bool {
		for _, instr := range b.Instrs[start:] {
			if instr == r {
				return true
			}
			if k, ok := instr.(*ssa.Store); ok && k != st && k.Addr == st.Addr {
				return false // replaced
			}
		}
		for _, succ := range b.Succs {
			if (b != from || succ != to) && !seen[succ] {
				seen[succ] = true
				if walk(succ, 0) {
					return true
				}
			}
		}
		return false
	}
	return walk(st.Block(), slices.Index(st.Block().Instrs, ssa.Instruction(st))+1)
}

// usedUnder reports whether every use of v lies under the edge from -> to:
// in a block to dominates while to has no other predecessor, or, for a
// φ-node, on that edge or on an edge from such a block (the miss takes
// the other edge). A store of v into a local (s, ok := m[k] with s's
// address taken) is no use of its own: the local's other uses are.
func usedUnder(from, to *ssa.BasicBlock, v ssa.Value) bool {
	under := func(b *ssa.BasicBlock) bool { return b != nil && len(to.Preds) == 1 && to.Dominates(b) }
	for _, use := range flow.Referrers(v) {
		switch u := use.(type) {
		case *ssa.Phi:
			for i, e := range u.Edges {
				pred := u.Block().Preds[i]
				if e == v && !(u.Block() == to && pred == from) && !under(pred) {
					return false
				}
			}
			continue
		case *ssa.Store:
			if a, local := u.Addr.(*ssa.Alloc); local && u.Val == v {
				for _, r := range flow.Referrers(a) {
					if w, ok := r.(*ssa.Store); ok && w.Addr == a {
						continue // a write, not a read of v
					}
					if !under(r.Block()) && reachesAvoiding(u, r, from, to) {
						return false
					}
				}
				continue
			}
		}
		if !under(use.Block()) {
			return false
		}
	}
	return true
}

// stores is the content of a local or a composite literal: every value
// stored into it or into a field that carries a spec. A spec built in view
// is a literal; a holder field never written holds the zero spec.
func (c *Census) stores(addr ssa.Value) verdict {
	return c.storesAt([]ssa.Value{addr}, false)
}

// storesAt is [Census.stores] of one location that addrs all address,
// the first standing for it. SSA gives each selection of a field its own
// *ssa.FieldAddr: in task := Task{Spec: ctor(p)}; task.Spec.MaxTurns = 2
// (or q := &task.Spec; *q = s) the field is written through two, which
// are one location, decided together: the stores into every one of them
// are the field's content, and a write below one of them is written
// after what another stored. held is whether the location is a field of
// one stored whole (task := Task{Spec: ctor(p)} stores a whole Task):
// a field written only below (task.Spec.MaxTurns = 2) still holds what
// that store put there, which the holder's own origin answers for.
func (c *Census) storesAt(addrs []ssa.Value, held bool) verdict {
	addr := addrs[0]
	zeroAt := addr // where the location was zeroed
	out := verdict{}
	whole := false
	set := map[int]bool{}
	var applied []ssa.Value // the addresses an applier was handed
	zeroed := false
	fields := map[int][]ssa.Value{}
	var order []int // the fields in the order first met
	for _, a := range addrs {
		for _, ref := range flow.Referrers(a) {
			if o := c.applier(ref, a); o != nil {
				if !slices.Contains(applied, a) {
					applied = append(applied, a)
				}
				out.origins = append(out.origins, *o)
				continue
			}
			if g, at, ok := c.writerAny(ref, a); ok && !overwritten(ref, addrs) {
				return bad(at, kinds.SpecFilledOutOfView, "a spec %s may write", c.name(g))
			}
			switch r := ref.(type) {
			case *ssa.Store:
				if k, zero := r.Val.(*ssa.Const); zero && k.Value == nil && r.Addr == a {
					// A zeroing (a literal's, or x = T{}) sets no field: the
					// fields never stored are the zero spec, below.
					zeroed, zeroAt = true, a
					continue
				}
				if r.Addr == a {
					whole = true
					out = union(out, c.origin(r.Val))
				}
			case *ssa.FieldAddr:
				if r.X == a && c.env.Spec.Carries(fieldType(r)) {
					if written(r) || slices.ContainsFunc(flow.Referrers(r), func(x ssa.Instruction) bool { return c.appliesTo(x, r) }) {
						set[r.Field] = true // written, or clamped in place
					}
					if _, seen := fields[r.Field]; !seen {
						order = append(order, r.Field)
					}
					fields[r.Field] = append(fields[r.Field], r)
				}
			}
		}
	}
	for _, f := range order {
		out = union(out, c.storesAt(fields[f], whole))
	}
	elem := deref(addr.Type())
	if len(applied) > 0 && c.env.Spec.IsSpec(elem) {
		// Asked first, neither the dataflow nor appliedBefore found the
		// clamps on every path to the use.
		v := c.partlyApplied(applied, addrs)
		v.origins = out.origins // the appliers, for a caller that knows the clamps hold
		return v
	}
	if whole {
		if zeroed && c.zeroHolds(elem) {
			out = union(out, bad(zeroAt.Pos(), kinds.SpecNotConstructed, "the zero spec"))
		}
		return out
	}
	if held && !zeroed {
		return out
	}
	if c.env.Spec.IsSpec(elem) {
		if isLiteral(addr) {
			return bad(addr.Pos(), kinds.SpecNotConstructed, "a spec literal")
		}
		return bad(zeroAt.Pos(), kinds.SpecNotConstructed, "the zero spec")
	}
	return union(out, c.unset(addr, elem, set))
}

// unset is the zero spec of each carrying by-value field never written.
func (c *Census) unset(addr ssa.Value, elem types.Type, set map[int]bool) verdict {
	st, ok := elem.Underlying().(*types.Struct)
	if !ok {
		return verdict{}
	}
	for i := range st.NumFields() {
		f := st.Field(i)
		if set[i] || !c.env.Spec.Carries(f.Type()) {
			continue
		}
		if _, ptr := types.Unalias(f.Type()).Underlying().(*types.Pointer); ptr {
			continue // nil: no spec
		}
		return bad(addr.Pos(), kinds.SpecNotConstructed, "a %s whose %s is never set", types.TypeString(elem, c.qualifier), f.Name())
	}
	return verdict{}
}

// zeroHolds reports whether the zero value of t holds a spec: t is the
// spec type, or a struct with a field whose zero value holds one (a
// pointer, slice or map is nil, holding none).
func (c *Census) zeroHolds(t types.Type) bool {
	if c.env.Spec.IsSpec(t) {
		return true
	}
	st, ok := types.Unalias(t).Underlying().(*types.Struct)
	if !ok || !c.env.Spec.Carries(t) {
		return false
	}
	for i := range st.NumFields() {
		if f := st.Field(i).Type(); !types.Identical(f, t) && c.zeroHolds(f) {
			return true
		}
	}
	return false
}

// appliesTo reports whether ref applies the clamps to addr: it hands
// addr to a constructor at its output (an in-place applier), or to a call that is also
// given what a constructor or the carrier returned (Clamps.Apply with a
// clamp producer's result).
func (c *Census) appliesTo(ref ssa.Instruction, addr ssa.Value) bool {
	return c.applier(ref, addr) != nil
}

// applier is the constructor (or carrier) whose clamps ref applies to
// addr, or nil.
func (c *Census) applier(ref ssa.Instruction, addr ssa.Value) *Origin {
	call, ok := ref.(ssa.CallInstruction)
	if !ok || call.Common().IsInvoke() || !slices.Contains(call.Common().Args, addr) {
		return nil
	}
	if o := c.constructorCallee(call.Common(), false); o != nil && c.clampsArg(call.Common(), addr) {
		return o
	}
	for _, a := range call.Common().Args {
		if r, ok := a.(*ssa.Call); ok && a != addr {
			if o := c.constructorCallee(&r.Call, true); o != nil {
				return o
			}
		}
	}
	return nil
}

// clampsArg reports whether a constructor called as common clamps addr:
// addr is handed to it at one of its outputs. A constructor that returns
// what it builds (a spec, a holder of one, a slice of them) clamps no
// pointer it is handed: a sibling task or a parent is read or written, not
// clamped. One that returns none clamps the spec pointers it is handed, as
// the clamps rule reads its in-place outputs.
func (c *Census) clampsArg(common *ssa.CallCommon, addr ssa.Value) bool {
	sig := common.Signature()
	for i := range sig.Results().Len() {
		if c.env.Spec.CarriesElems(sig.Results().At(i).Type()) {
			return false
		}
	}
	params := sig.Params()
	skip := len(common.Args) - params.Len() // a static method call's receiver
	for i, a := range common.Args {
		if a != addr || i < skip {
			continue
		}
		ptr, ok := types.Unalias(params.At(i - skip).Type()).Underlying().(*types.Pointer)
		if ok && c.env.Spec.IsSpec(ptr.Elem()) {
			return true
		}
	}
	return false
}

// constructorCallee is the constructor a call calls, directly or through
// a constructor var (or, with carrier, the carrier itself), or nil.
func (c *Census) constructorCallee(common *ssa.CallCommon, carrier bool) *Origin {
	if g := staticFunc(common); g != nil {
		if c.isConstructor(g) || carrier && c.isCarrier(g) {
			return &Origin{Func: c.funcOf(g)}
		}
		return nil
	}
	if ld, ok := common.Value.(*ssa.UnOp); ok && ld.Op == token.MUL {
		if g, ok := ld.X.(*ssa.Global); ok {
			if v, ok := g.Object().(*types.Var); ok && c.constructorVar(v) {
				return &Origin{Func: Func{Pkg: v.Pkg().Path(), Name: v.Name(), File: fileOf(c.env.Fset, v.Pos())}}
			}
		}
	}
	return nil
}

// written reports whether an address has a store into it or into a field
// below it.
func written(addr ssa.Value) bool {
	for _, ref := range flow.Referrers(addr) {
		switch r := ref.(type) {
		case *ssa.Store:
			if r.Addr == addr {
				return true
			}
		case *ssa.FieldAddr:
			if written(r) {
				return true
			}
		}
	}
	return false
}

// field is the content of a field: what is stored into it here, and, for a
// field of something other than a local or literal, the origin of that
// something.
func (c *Census) field(fa *ssa.FieldAddr) verdict {
	if a, local := fa.X.(*ssa.Alloc); local {
		set := false
		var same []ssa.Value // every address of the field: one location
		for _, ref := range flow.Referrers(a) {
			if g, ok := ref.(*ssa.FieldAddr); ok && g.Field == fa.Field {
				set = set || written(g)
				same = append(same, g)
			}
		}
		if !set {
			if v, ok := c.filledOutOfView(fa, a); ok {
				return v
			}
		}
		// fa is among same. A whole value stored into the holder
		// (task := load()) is the field's content too: its origin answers
		// for a field never written below it.
		whole := storedWhole(a)
		out := c.storesAt(same, len(whole) > 0)
		for _, v := range whole {
			out = union(out, c.origin(v))
		}
		return out
	}
	out := c.origin(fa.X)
	var same []ssa.Value
	for _, ref := range flow.Referrers(fa.X) {
		if g, ok := ref.(*ssa.FieldAddr); ok && g.Field == fa.Field && written(g) {
			same = append(same, g)
		}
	}
	if len(same) > 0 {
		out = union(out, c.storesAt(same, true)) // the holder's content is its origin, above
	}
	return out
}

// storedWhole lists the whole values other than the zero one stored into
// addr.
func storedWhole(addr ssa.Value) []ssa.Value {
	var out []ssa.Value
	for _, ref := range flow.Referrers(addr) {
		if st, ok := ref.(*ssa.Store); ok && st.Addr == addr {
			if k, zero := st.Val.(*ssa.Const); !zero || k.Value != nil {
				out = append(out, st.Val)
			}
		}
	}
	return out
}

// filledOutOfView names a field never stored in view of a local that is
// handed to a call (json.Unmarshal(data, &seed), load(&seed)): the call
// fills it where the census cannot follow, so it is not the zero spec.
func (c *Census) filledOutOfView(fa *ssa.FieldAddr, a *ssa.Alloc) (verdict, bool) {
	for _, ref := range flow.Referrers(a) {
		if g, _, ok := c.writer(ref, a); ok {
			st, _ := deref(a.Type()).Underlying().(*types.Struct)
			if st == nil {
				return verdict{}, false
			}
			return bad(fa.Pos(), kinds.SpecFilledOutOfView, "%[2]s.%[1]s, filled by %[3]s",
				st.Field(fa.Field).Name(), a.Comment, c.name(g)), true
		}
	}
	return verdict{}, false
}

// elems is the origin of the elements of a slice, an array or a pointer to
// one: every element stored in view, and append's operands. A value met
// again on the way (a loop's phi of what it appends to) adds nothing.
func (c *Census) elems(x ssa.Value) verdict {
	if c.elemsBusy[x] {
		return verdict{}
	}
	c.elemsBusy[x] = true
	defer delete(c.elemsBusy, x)
	switch s := x.(type) {
	case *ssa.Alloc, *ssa.MakeSlice:
		out := verdict{}
		for _, ref := range flow.Referrers(s) {
			if ia, ok := ref.(*ssa.IndexAddr); ok && ia.X == s {
				out = union(out, c.stores(ia))
			}
		}
		return out
	case *ssa.Slice:
		return c.elems(s.X)
	case *ssa.Const:
		return verdict{}
	case *ssa.Phi:
		return flow.Meet(s.Edges, c.elems, union)
	case *ssa.Parameter:
		return c.param(s)
	case *ssa.UnOp:
		if a, ok := s.X.(*ssa.Alloc); ok && s.Op == token.MUL {
			// A local slice or array: what is stored whole into it, and
			// into its elements (an array literal stores element by element).
			return union(c.localCollection(a, c.elems), c.elems(ssa.Value(a)))
		}
	case *ssa.Call:
		if b, ok := s.Call.Value.(*ssa.Builtin); ok && b.Name() == "append" {
			out := c.elems(s.Call.Args[0])
			if len(s.Call.Args) > 1 {
				out = union(out, c.elems(s.Call.Args[1]))
			}
			return out
		}
		return c.callOrigin(s)
	}
	return c.origin(x)
}

// mapElems is the origin of a map's values: every update in view.
func (c *Census) mapElems(m ssa.Value) verdict {
	switch x := m.(type) {
	case *ssa.MakeMap:
		out := verdict{}
		for _, ref := range flow.Referrers(x) {
			if u, ok := ref.(*ssa.MapUpdate); ok && u.Map == x {
				out = union(out, c.origin(u.Value))
			}
		}
		return out
	case *ssa.Const:
		return verdict{}
	case *ssa.Phi:
		return flow.Meet(x.Edges, c.mapElems, union)
	case *ssa.Parameter:
		return c.param(x)
	case *ssa.UnOp:
		if a, ok := x.X.(*ssa.Alloc); ok && x.Op == token.MUL {
			return c.localCollection(a, c.mapElems)
		}
	case *ssa.Call:
		return c.callOrigin(x)
	}
	return bad(posOf(m), kinds.SpecOriginUnfollowed, "a lookup in a map not built in view")
}

// localCollection is a collection read from a local variable: every value
// stored into the variable.
func (c *Census) localCollection(a *ssa.Alloc, of func(ssa.Value) verdict) verdict {
	out := verdict{}
	for _, ref := range flow.Referrers(a) {
		if st, ok := ref.(*ssa.Store); ok && st.Addr == a {
			out = union(out, of(st.Val))
		}
	}
	return out
}

func fieldType(fa *ssa.FieldAddr) types.Type {
	return deref(fa.Type())
}

// isLiteral reports whether an allocation is a composite literal.
func isLiteral(v ssa.Value) bool {
	a, ok := v.(*ssa.Alloc)
	return ok && a.Comment == "complit"
}

// posOf is v's position, or that of its first positioned operand
// ([flow.OriginPos]).
func posOf(v ssa.Value) token.Pos { return flow.OriginPos(v, token.NoPos) }

// writerAny is [Census.writer] for a spec handed on as an interface value
// (json.Unmarshal(data, &t)): such a callee writes through reflection. A
// pointer handed to a typed parameter is not followed (package doc).
func (c *Census) writerAny(ref ssa.Instruction, addr ssa.Value) (*types.Func, token.Pos, bool) {
	if _, ok := ref.(*ssa.MakeInterface); !ok {
		return nil, token.NoPos, false
	}
	return c.writer(ref, addr)
}

// overwritten reports whether what ref writes into the location addrs
// address is replaced, on every path to any other use of the location, by
// a value stored whole into it: var c T; json.Unmarshal(b, &c); c =
// ctor(p) hands on the constructor's spec, not what was decoded. A
// location with no whole store is never overwritten.
func overwritten(ref ssa.Instruction, addrs []ssa.Value) bool {
	whole := map[ssa.Instruction]bool{}
	for _, a := range addrs {
		for _, r := range flow.Referrers(a) {
			if st, ok := r.(*ssa.Store); ok && st.Addr == a {
				whole[st] = true
			}
		}
	}
	if len(whole) == 0 {
		return false
	}
	for _, a := range addrs {
		for _, r := range flow.Referrers(a) {
			if r != ref && !whole[r] && flow.Reaches(ref, r, whole) {
				return false
			}
		}
	}
	return true
}

// writer returns the function a call hands addr to (directly or as an
// interface), other than a sink or a function with an obligation: it may
// write the spec, which the census does not follow.
func (c *Census) writer(ref ssa.Instruction, addr ssa.Value) (*types.Func, token.Pos, bool) {
	if mi, ok := ref.(*ssa.MakeInterface); ok && mi.X == addr {
		for _, r := range flow.Referrers(mi) {
			if g, at, ok := c.writer(r, mi); ok {
				return g, at, true
			}
		}
		return nil, token.NoPos, false
	}
	call, ok := ref.(ssa.CallInstruction)
	if !ok || call.Common().IsInvoke() {
		return nil, token.NoPos, false
	}
	g := staticFunc(call.Common())
	if g == nil {
		return nil, token.NoPos, false
	}
	if _, target := c.targetOf(call); target {
		return nil, token.NoPos, false
	}
	for _, a := range call.Common().Args {
		if a == addr {
			return g, call.Pos(), true
		}
	}
	return nil, token.NoPos, false
}

// isConstructor reports whether g calls the carrier itself.
func (c *Census) isConstructor(g *types.Func) bool {
	if local := c.byObj[g]; local != nil && c.ctors[local] {
		return true
	}
	if g.Pkg() == c.env.Pkg {
		return c.env.Constructor != nil && c.env.Constructor(g)
	}
	f, ok := c.imported(g)
	return ok && trusted(f, g, c.env.Module)
}

// qualifier names other packages by name in messages.
func (c *Census) qualifier(p *types.Package) string {
	if p == c.env.Pkg {
		return ""
	}
	return p.Name()
}

// appliedBefore returns the applier when the local spec a is handed to an
// in-place applier (a constructor, here or in another package, that takes
// the spec's address) on every path to use, with no write into a that can
// run after that call. The dataflow of package flow follows same-package
// appliers only; this follows the others where the origin walk reads a
// local. Every write counts: no check of the seats written follows.
func (c *Census) appliedBefore(a *ssa.Alloc, use ssa.Instruction) *Origin {
	if use == nil || !c.env.Spec.IsSpec(deref(a.Type())) {
		return nil
	}
	return c.groupAppliedBefore([]ssa.Value{a}, use, writesInto)
}

// appliedInPlace is what the census knows at a call given the local a (a
// spec, or a task struct built in view that holds specs by value): every
// spec it holds is handed to an in-place applier on every path to use, with
// no spec stored whole over it after. It returns the appliers, and false
// when a spec is left out. A seat written after the clamps is the
// caller's to find, by its name (see loosened).
func (c *Census) appliedInPlace(a *ssa.Alloc, use ssa.Instruction) ([]Origin, bool) {
	elem := deref(a.Type())
	if p, ok := types.Unalias(elem).Underlying().(*types.Pointer); ok {
		// The cell of a variable that holds a pointer to a task (t :=
		// &Task{}, captured by a literal): what its loads address, under
		// the same keys (groupsOf).
		elem = p.Elem()
	}
	if use == nil || !c.env.Spec.Carries(elem) {
		return nil, false
	}
	g := groupsOf(a)
	var out []Origin
	for _, path := range c.specPaths(elem, "", 0) {
		o := c.groupAppliedBefore(g.addrs[path], use, storesInto)
		if o == nil {
			return nil, false
		}
		out = append(out, *o)
	}
	return out, len(out) > 0
}

// specPaths lists the field paths (see groups) of the specs a value of type
// t holds by value, through nested structs: "" when t is the spec type.
func (c *Census) specPaths(t types.Type, path string, depth int) []string {
	if c.env.Spec.IsSpec(t) {
		return []string{path}
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok || depth > 6 {
		return nil
	}
	var out []string
	for i := range st.NumFields() {
		ft := st.Field(i).Type()
		if _, ptr := types.Unalias(ft).Underlying().(*types.Pointer); !ptr && c.env.Spec.Carries(ft) {
			out = append(out, c.specPaths(ft, path+"."+strconv.Itoa(i), depth+1)...)
		}
	}
	return out
}

// groupAppliedBefore is the applier of a call that hands one of addrs (the
// addresses of one spec location) to an in-place applier on every path to
// use, with none of the writes blocking lists for an address able to run
// after it; nil when none does.
func (c *Census) groupAppliedBefore(addrs []ssa.Value, use ssa.Instruction, blocking func(ssa.Value) []ssa.Instruction) *Origin {
	var writes []ssa.Instruction
	for _, a := range addrs {
		writes = append(writes, blocking(a)...)
	}
	for _, a := range addrs {
		for _, ref := range flow.Referrers(a) {
			if !c.appliesTo(ref, a) || !flow.Precedes(ref, use) {
				continue
			}
			if !slices.ContainsFunc(writes, func(w ssa.Instruction) bool { return flow.Reaches(ref, w, nil) }) {
				return c.applier(ref, a)
			}
		}
	}
	return nil
}

// storesInto lists the stores of a value whole into addr.
func storesInto(addr ssa.Value) []ssa.Instruction {
	var out []ssa.Instruction
	for _, ref := range flow.Referrers(addr) {
		if st, ok := ref.(*ssa.Store); ok && st.Addr == addr {
			out = append(out, st)
		}
	}
	return out
}

// partlyApplied words a spec handed to an applier that does not clamp it
// where it is used: written after the clamps, or clamped on some paths.
//
// applied are the addresses of the location an applier was handed, addrs
// all its addresses (the first standing for it): a write through any of
// them counts.
func (c *Census) partlyApplied(applied, addrs []ssa.Value) verdict {
	var writes []ssa.Instruction
	for _, a := range addrs {
		writes = append(writes, writesInto(a)...)
	}
	for _, a := range applied {
		for _, ref := range flow.Referrers(a) {
			if !c.appliesTo(ref, a) {
				continue
			}
			for _, w := range writes {
				if flow.Precedes(ref, w) {
					return c.writtenAfter(w)
				}
			}
		}
	}
	return bad(addrs[0].Pos(), kinds.ClampsOnSomePaths, "a spec the clamps reach on some paths only")
}

// writtenAfter words a write w that follows the clamps: by its seat, in the
// words of the on-the-way check (loosened), where w writes one.
func (c *Census) writtenAfter(w ssa.Instruction) verdict {
	if st, ok := w.(*ssa.Store); ok && c.env.Carried != nil {
		if fa, ok := st.Addr.(*ssa.FieldAddr); ok && c.env.Carried(fieldVar(fa)) {
			return writtenVerdict(w.Pos(), "seat "+fieldVar(fa).Name())
		}
	}
	return bad(w.Pos(), kinds.SeatWrittenAfterClamps, "a spec written after its clamps were applied")
}

// writesInto lists the stores into addr and into its fields.
func writesInto(addr ssa.Value) []ssa.Instruction {
	var out []ssa.Instruction
	for _, ref := range flow.Referrers(addr) {
		switch r := ref.(type) {
		case *ssa.Store:
			if r.Addr == addr {
				out = append(out, r)
			}
		case *ssa.FieldAddr:
			out = append(out, writesInto(r)...)
		}
	}
	return out
}

// captured is the fault of a spec read from a variable a func literal
// captures (a framework callback, a goroutine, errgroup.Go): the census
// does not follow a variable into a func literal, whatever it holds. The
// finding names the variable; when every value stored into it is the
// result of a constructor, that constructor is named as what to call
// inside the literal, since "use a constructor" would tell the reader to
// do what is already done.
func (c *Census) captured(fv *ssa.FreeVar) verdict {
	if v, ok := c.capturedState(fv); ok {
		return v
	}
	v := bad(fv.Pos(), kinds.SpecCrossesFuncLiteral, "%s, captured by a func literal", fv.Name())
	v.faults[0].remedy = "build it in the literal"
	if ctor := c.capturedFrom(fv); ctor != "" {
		v.faults[0].remedy = "call " + ctor + " in it"
	}
	return v
}

// capturedState is the origin of a variable a func literal captures (a
// framework callback, a goroutine, errgroup.Go), taken where the literal
// is made: every literal value made of the function binds a variable
// nothing writes after that point (writes inside the literal are the
// literal's own, and loosened finds those at its calls). ok is false where
// the literal is not made in view, or the variable is written after it.
func (c *Census) capturedState(fv *ssa.FreeVar) (verdict, bool) {
	if fv.Parent().Parent() == nil {
		return verdict{}, false
	}
	out, found := verdict{}, false
	for _, bd := range flow.Bindings(fv) {
		mc, b := bd.Make, bd.Value
		a, local := b.(*ssa.Alloc)
		if !local {
			out, found = union(out, c.origin(b)), true
			continue
		}
		for _, w := range writesInto(a) {
			// A variable declared in a loop is a new one each iteration:
			// a write reached only through its declaration again is not
			// to the variable the literal captured.
			if flow.Reaches(mc, w, map[ssa.Instruction]bool{a: true}) {
				return verdict{}, false // written after the literal is made
			}
		}
		out, found = union(out, c.cellAt(a, mc)), true
	}
	return out, found
}

// cellAt is the origin of what the variable a holds where the literal mc
// that captures it is made: a spec, or a task (by value, or the one its
// pointer addresses), clamped in place before mc (appliedInPlace) comes
// from its appliers; otherwise, from what was stored into it.
func (c *Census) cellAt(a *ssa.Alloc, mc *ssa.MakeClosure) verdict {
	if os, ok := c.appliedInPlace(a, mc); ok {
		return origins(os...)
	}
	return c.stores(a)
}

// capturedFrom names the constructor whose result every value stored into
// the variable fv captures is, or "" when some value is not one (or the
// variable is not found): the literal's binding in its enclosing function,
// a variable (captured by reference) or a value.
func (c *Census) capturedFrom(fv *ssa.FreeVar) string {
	bds := flow.Bindings(fv)
	if len(bds) == 0 || fv.Parent().Parent() == nil {
		return ""
	}
	binding := bds[0].Value
	var vals []ssa.Value
	if a, ok := binding.(*ssa.Alloc); ok {
		for _, r := range flow.Referrers(a) {
			if st, ok := r.(*ssa.Store); ok && st.Addr == ssa.Value(a) {
				vals = append(vals, st.Val)
			}
		}
	} else if binding != nil {
		vals = append(vals, binding)
	}
	name := ""
	for _, val := range vals {
		n := c.constructorName(val)
		if n == "" || name != "" && n != name {
			return ""
		}
		name = n
	}
	return name
}

// constructorName names the constructor (or constructor var) whose call
// yields v, directly or as the first of its results; "" for any other v.
func (c *Census) constructorName(v ssa.Value) string {
	if x, ok := v.(*ssa.Extract); ok && x.Index == 0 {
		v = x.Tuple
	}
	call, ok := v.(*ssa.Call)
	if !ok || c.constructorCallee(&call.Call, false) == nil {
		return ""
	}
	if g := staticFunc(&call.Call); g != nil {
		return c.name(g)
	}
	if ld, ok := call.Call.Value.(*ssa.UnOp); ok {
		if g, ok := ld.X.(*ssa.Global); ok {
			if v, ok := g.Object().(*types.Var); ok {
				return c.varName(v)
			}
		}
	}
	return ""
}
