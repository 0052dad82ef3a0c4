package census

import (
	"cmp"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"github.com/sema-agent/clampvet/internal/dataflow/flow"
	"github.com/sema-agent/clampvet/internal/kinds"
	"golang.org/x/tools/go/ssa"
)

// A spec that comes from a constructor, a root or a clean function is
// clamped when it is made; what happens to it between there and the call
// that hands it on decides whether the child runs with its parent's
// clamps. The origin walk answers the first; loosened answers the second,
// for the argument of a target call: it finds the locations the argument
// is read from (a local, a task struct that holds the spec, a pointer a
// constructor returned, a parameter, every element of a slice, what the
// array a slice was made of was given, what a func literal's maker bound
// to the variable it captures: closurereach.go), and in
// each the writes into a carried seat — the seat itself, an element of a
// seat that holds a slice or a map, a call whose callee's summary
// (loosens) leaves a seat below its argument written — from which the call
// can be reached without the clamps being applied again, or a clamped
// spec stored whole, in between. Such a write is the finding, at the
// write. A spec stored whole into a location the walk does not judge
// (below a pointer) is judged here, and a location converted to
// unsafe.Pointer cannot be followed: a finding where it can run before the
// call.
//
// An address of the location handed where no write can be followed — to
// a func value, sent on a channel, or (the address of the spec or of a
// seat) converted to an interface or stored in memory — may have any seat written: its
// state is unknown, a finding where it can run between the clamps and the
// call.
//
// A call through an interface method writes what its implementations in
// view write (invoke.go).
//
// A seat written through a pointer read from memory after the location
// was stored there, by a helper handed such a pointer, or by a function
// that writes through memory it reads itself (memory.go), is judged by
// place (alias.go).
//
// A seat that holds a slice or a map is written by what writes its
// elements, a helper handed its value included (flow.Elements); its value
// handed to a func value or an interface method is a hand-off where no
// write can be followed.
//
// Not followed (named in the manual): such a write by a function that
// reads another package's variable, a write by an implementation out
// of view, and a write by a function the address of a struct holding the
// spec is handed to as an interface (json.Unmarshal(b, task)): the
// engine's model and logger are handed runs that way, and no
// implementation is in view to tell a write from a read.

// loosened returns the faults of the spec argument a on its way to use.
func (c *Census) loosened(a ssa.Value, use ssa.Instruction) verdict {
	if c.env.Carried == nil {
		return verdict{}
	}
	out := verdict{}
	locs, cp, complete := c.locations(a)
	if !complete {
		v := bad(a.Pos(), kinds.SpecOriginUnfollowed, "a spec read back through more places than the check follows")
		v.faults[0].remedy = "hand on a spec built in fewer steps"
		return v
	}
	for _, loc := range locs {
		if loadOfAny(loc, locs) {
			continue // under the keys of the location it is loaded from (fieldGroups)
		}
		g, at := groupsOf(loc), cp.useOf(loc, use)
		for _, path := range g.order {
			out = union(out, c.restoredOrUnsafe(loc, g, path, at))
		}
		if len(out.faults) > 0 {
			return out
		}
		for _, w := range c.writes(g) {
			// The send that hands loc's value to the receive followed is
			// no hand-off where writes are lost (channel.go).
			if _, deferred := w.instr.(*ssa.Defer); !deferred && !cp.gathers[w.instr] && w.instr != at && c.writeReaches(w, g, cp.of(loc), at) {
				return handedOn(c.writtenFault(w, loc), w.instr, at)
			}
		}
	}
	if v := c.aliasWritten(locs, use); len(v.faults) > 0 {
		return v
	}
	return out
}

// loadOfAny reports whether loc is a pointer loaded from one of locs (a
// variable's cell that holds a task pointer): that location's groups hold
// what is addressed through every load of it, the clamps applied through
// one and the seat written through another alike.
func loadOfAny(loc ssa.Value, locs []ssa.Value) bool {
	ld, ok := loc.(*ssa.UnOp)
	return ok && ld.Op == token.MUL && slices.Contains(locs, ld.X)
}

// writeReaches reports whether w, a write into a location of groups g, reaches
// use with nothing restoring it in between. Through copies (the stores
// that copy the location, when it is met only as their source), it must
// reach one of them, and the copy reach use with nothing restoring the
// copy's destination: clamps applied to a spec after its literal was
// copied into it cover what the literal wrote.
func (c *Census) writeReaches(w seatWrite, g groups, copies []*ssa.Store, use ssa.Instruction) bool {
	if len(copies) == 0 {
		return reachesUse(w.instr, use, c.blockers(g, w))
	}
	for _, st := range copies {
		if flow.Reaches(w.instr, st, c.blockers(g, w)) && reachesUse(st, use, c.restorers(st)) {
			return true
		}
	}
	return false
}

// restorers are the instructions that restore what st, a whole store,
// writes: the clamps applied to its destination, or another value stored
// whole there, or into a location that holds it.
func (c *Census) restorers(st *ssa.Store) map[ssa.Instruction]bool {
	root, path := st.Addr, ""
	for {
		fa, ok := root.(*ssa.FieldAddr)
		if !ok {
			break
		}
		path = "." + strconv.Itoa(fa.Field) + path
		root = fa.X
	}
	return c.blockers(groupsOf(root), seatWrite{instr: st, path: path})
}

// writtenFault is the finding at w, a write that reaches the call.
func (c *Census) writtenFault(w seatWrite, loc ssa.Value) verdict {
	pos, where := w.instr.Pos(), " here"
	if mc, ok := w.instr.(*ssa.MakeClosure); ok {
		pos, where = mc.Fn.Pos(), " by the func literal made here" // a MakeClosure has no position
	}
	if w.opaque != "" {
		v := bad(pos, kinds.SpecOriginUnfollowed, "%s after its clamps", w.opaque)
		v.faults[0].remedy = "hand on a copy"
		v.faults[0].step = "it is " + w.opaque + w.via + where + ", after the clamps: any seat may be written"
		if w.seat != "" {
			v.faults[0].step = "it is " + w.opaque + where + ", after the clamps: its elements may be written"
		}
		v.faults[0].made = posOf(loc)
		return v
	}
	what, step := "seat "+w.seat, "seat "+w.seat+" is written"+where
	if w.seat == "" {
		what, step = "the spec stored whole", "the spec is stored whole"+where
	}
	if call, ok := w.instr.(ssa.CallInstruction); ok {
		step += " by " + c.calleeName(call.Common())
	}
	v := writtenVerdict(pos, what)
	v.faults[0].step = step + ", after the clamps"
	v.faults[0].made = posOf(loc)
	return v
}

// writtenVerdict is the fault of what ("seat ReadFace", "the spec stored
// whole") written at pos after its clamps: one wording wherever the census
// finds it.
func writtenVerdict(pos token.Pos, what string) verdict {
	v := bad(pos, kinds.SeatWrittenAfterClamps, "written after its clamps (%s)", what)
	v.faults[0].remedy = "write it first"
	return v
}

// groups are the addresses of one location and of the fields below it,
// under the key of their field path from the location ("" for the
// location itself, ".3.1" for field 1 of field 3), in the order met: SSA
// gives each selection of a field its own *ssa.FieldAddr, and a write
// through one is a write to what another addresses.
type groups struct {
	addrs map[string][]ssa.Value
	order []string
}

// An element of a slice or array is every element: what a loop writes or
// clamps as specs[i] a later loop reads as specs[j].
func groupsOf(loc ssa.Value) groups {
	g := groups{addrs: map[string][]ssa.Value{}}
	ia, ok := loc.(*ssa.IndexAddr)
	if !ok {
		fieldGroups(loc, "", g.addrs, &g.order, 0)
		return g
	}
	for _, ref := range flow.Referrers(ia.X) {
		if sib, ok := ref.(*ssa.IndexAddr); ok && sib.X == ia.X {
			fieldGroups(sib, "", g.addrs, &g.order, 0)
		}
	}
	return g
}

// seatWrite is a write into the carried seat named seat, at the field
// path path of a location: a store, or a call whose callee writes it.
type seatWrite struct {
	instr ssa.Instruction
	path  string
	seat  string // "": a spec stored whole
	// from are the parameters a spec stored whole is clean given (when
	// clean): the callee's summary passes them on.
	from  []int
	clean bool
	// opaque says how the location's address is handed on unfollowed
	// ("handed to a func value"): any seat may be written there. via
	// names the callee for the step (" (json.Unmarshal)"); the message
	// leaves it out, to stay short.
	opaque, via string
}

// writes lists the writes into the carried seats of a location: stores
// into a seat or an element it holds, and calls handed an address of the
// location whose callee may leave a seat below it written (its summary).
// A call that applies the clamps to the address it is given writes seats
// too, but only to tighten them: it is no write.
func (c *Census) writes(g groups) []seatWrite {
	var out []seatWrite
	for _, path := range g.order {
		addrs := g.addrs[path]
		if fa, ok := addrs[0].(*ssa.FieldAddr); ok && c.env.Carried(fieldVar(fa)) {
			for _, w := range c.env.Elements.SeatWrites(addrs) {
				out = append(out, c.elementWrite(w, path, fieldVar(fa).Name()))
			}
		}
		for _, a := range addrs {
			for _, ref := range flow.Referrers(a) {
				out = c.refWrites(out, ref, a, path)
			}
		}
	}
	return out
}

// elementWrite is the write w makes into the seat named seat at path: a
// hand-off where no write can be followed when w is a call that hands the
// seat's value where its writes are unknown (flow.Elements.HandedTo).
func (c *Census) elementWrite(w ssa.Instruction, path, seat string) seatWrite {
	sw := seatWrite{instr: w, path: path, seat: seat}
	if call, ok := w.(ssa.CallInstruction); ok {
		if to := c.env.Elements.HandedTo(call.Common()); to != "" {
			sw.opaque = "handed to " + to + " through seat " + seat
		}
	}
	return sw
}

// closureWrites are the writes a func literal that captures a, the
// address of the location at path, makes through its free variable. The
// literal may run whenever after it is made (called there, deferred,
// started as a goroutine, handed to a framework or an errgroup), so its
// writes stand at the point it is made: one that only reads the spec
// writes nothing.
func (c *Census) closureWrites(mc *ssa.MakeClosure, a ssa.Value, path string) []seatWrite {
	var out []seatWrite
	for _, fv := range flow.Captures(mc, a) {
		for _, w := range c.writes(groupsOf(fv)) {
			w.instr, w.path = mc, path+w.path
			out = append(out, w)
		}
	}
	return out
}

// refWrites appends to out the writes ref makes through a, the address of
// the location at path: a hand-off where no write can be followed, or a
// call whose callee's summary leaves a seat below that argument written
// (a call that applies the clamps to a only tightens).
func (c *Census) refWrites(out []seatWrite, ref ssa.Instruction, a ssa.Value, path string) []seatWrite {
	if mc, ok := ref.(*ssa.MakeClosure); ok {
		return append(out, c.closureWrites(mc, a, path)...)
	}
	if to := c.opaqueUse(ref, a); to != "" {
		via := ""
		if mi, ok := ref.(*ssa.MakeInterface); ok {
			ref = handingCall(mi) // the conversion has no position of its own
		}
		if call, ok := ref.(ssa.CallInstruction); ok {
			if g := calleeOf(call.Common()); g != nil {
				via = " (" + c.name(g) + ")"
			}
		}
		return append(out, seatWrite{instr: ref, path: path, opaque: to, via: via})
	}
	call, ok := ref.(ssa.CallInstruction)
	if !ok || c.appliesTo(ref, a) {
		return out
	}
	common := call.Common()
	for i, arg := range common.Args {
		if arg != a {
			continue
		}
		for _, w := range c.loosensAt(common, i) {
			switch {
			case w.Opaque:
				out = append(out, seatWrite{instr: ref, path: path + w.Path, opaque: "handed on unfollowed by " + c.calleeName(common)})
			case len(w.From) == 0 || !c.clean(common, w.From):
				out = append(out, seatWrite{instr: ref, path: path + w.Path, seat: w.Seat})
			}
		}
	}
	return out
}

// opaqueUse says how ref hands the address a on unfollowed ("handed to a
// func value"), or "" when it does not: a call through a func value given a
// as an argument (one read from a constructor var or table is that
// literal's, which loosensAt reads), a send of a on a channel.
func (c *Census) opaqueUse(ref ssa.Instruction, a ssa.Value) string {
	switch r := ref.(type) {
	case *ssa.Send:
		if r.X == a {
			return "handed to a channel"
		}
	case *ssa.MakeInterface:
		if r.X == a && (c.specOrSeat(a) || c.env.Elements.ReflectWriter(r) != nil) {
			return handedAsInterface // a holder's address, to a decoder
		}
	case *ssa.Store:
		if r.Val == a && c.specOrSeat(a) {
			return "stored as a pointer"
		}
	case ssa.CallInstruction:
		common := r.Common()
		if c.unseenMethod(common, a) {
			return "handed to a method out of view"
		}
		if common.IsInvoke() || common.StaticCallee() != nil || !slices.Contains(common.Args, a) {
			return ""
		}
		if _, builtin := common.Value.(*ssa.Builtin); builtin {
			return "" // len, cap, print: they write nothing it points to
		}
		if _, ok := c.literalsOf(common.Value); ok {
			return ""
		}
		return "handed to a func value"
	}
	return ""
}

// specOrSeat reports whether a is the address of a spec or of one of its
// carried seats. Converted to an interface, such an address reaches code
// that may write through it and that no summary describes (a decoder, a
// reflect-based filler); stored in memory, it is an alias the walk does
// not follow: either way its state is unknown. The address of a struct
// that holds a spec is not judged so: engines hand their runs and tasks
// to loggers, contexts and models that way, and keep them in their
// parents' lists of children, and only read them there.
func (c *Census) specOrSeat(a ssa.Value) bool {
	if fa, ok := a.(*ssa.FieldAddr); ok && c.env.Carried(fieldVar(fa)) {
		return true
	}
	p, ok := a.Type().Underlying().(*types.Pointer)
	return ok && c.env.Spec.IsSpec(p.Elem())
}

// handedAsInterface is the hand-off of a spec's address converted to an
// interface.
const handedAsInterface = "handed on as an interface"

// calleeOf is the function or interface method a call names, or nil.
func calleeOf(common *ssa.CallCommon) *types.Func {
	if common.IsInvoke() {
		return common.Method
	}
	return staticFunc(common)
}

// handingCall is the call an interface value v is handed to
// ([flow.HandingCall]), or v's conversion itself when there is none.
func handingCall(v *ssa.MakeInterface) ssa.Instruction {
	if call, _ := flow.HandingCall(v); call != nil {
		return call
	}
	return v
}

// literalsOf returns the loosens of the func literals a func value is read
// from, when it is read from a constructor var or a constructor table (of
// this package: their built literals' summaries; of another: the fact of
// the var, which unites them). It reports false for any other func value.
func (c *Census) literalsOf(v ssa.Value) ([]SeatWrite, bool) {
	var ts []*types.Var
	if ld, ok := v.(*ssa.UnOp); ok && ld.Op == token.MUL {
		if g, ok := ld.X.(*ssa.Global); ok {
			if t, ok := g.Object().(*types.Var); ok {
				ts = []*types.Var{t}
			}
		}
	}
	if ts == nil {
		ts = tablesOf(v)
	}
	if len(ts) == 0 {
		return nil, false
	}
	var out []SeatWrite
	for _, t := range ts {
		if !c.constructorVar(t) {
			return nil, false
		}
		if t.Pkg() != c.env.Pkg {
			f, _ := c.imported(t)
			out = append(out, f.Loosens...)
		} else {
			out = append(out, c.varLoosens(t)...)
		}
	}
	return out, true
}

// varLoosens unites the loosens of the built literals of a constructor var
// or table of the package. A literal neither the census nor the flow
// rules built adds nothing: the flow rules' fast path clears only
// straight-line literals whose writes go to the spec they build (a literal
// that writes a sibling it is handed, as the scenarios' Paired and
// PairedLeg do, is built).
func (c *Census) varLoosens(v *types.Var) []SeatWrite {
	var out []SeatWrite
	if c.env.VarLits == nil {
		return nil
	}
	for _, fn := range c.env.VarLits(v) {
		out = append(out, c.loosens(fn)...)
	}
	return out
}

// blockers are the instructions that restore what w writes: the clamps
// applied to, or a value stored whole into, the location w writes (a
// whole spec) or any location that holds it, w itself excepted.
func (c *Census) blockers(g groups, w seatWrite) map[ssa.Instruction]bool {
	out := map[ssa.Instruction]bool{}
	p := w.path
	if w.seat != "" {
		p = p[:strings.LastIndexByte(p, '.')]
	}
	for {
		for _, a := range g.addrs[p] {
			for _, ref := range flow.Referrers(a) {
				if st, ok := ref.(*ssa.Store); ok && st.Addr == a || c.appliesTo(ref, a) {
					out[ref] = true
				}
			}
		}
		i := strings.LastIndexByte(p, '.')
		if i < 0 {
			break
		}
		p = p[:i]
	}
	delete(out, w.instr)
	return out
}

// loosensAt are the seats a call's callee may leave written below its
// argument i (SSA numbering: a static method call's receiver is 0).
func (c *Census) loosensAt(common *ssa.CallCommon, i int) []SeatWrite {
	g := staticFunc(common)
	var all []SeatWrite
	switch lit := literal(common.Value); {
	case common.IsInvoke():
		return c.invokeLoosens(common, i)
	case lit != nil: // a func literal called where it is seen: its body is built
		all = c.loosens(lit)
	case g == nil:
		all, _ = c.literalsOf(common.Value)
	case c.byObj[g] != nil:
		all = c.loosens(c.byObj[g])
	default:
		if f, ok := c.imported(g); ok {
			all = f.Loosens
		}
	}
	var out []SeatWrite
	for _, w := range all {
		if w.Param == i {
			out = append(out, w)
		}
	}
	return out
}

// loosens lists the carried seats fn may leave written below its pointer
// parameters on a normal return (its summary's Loosens): a write that
// reaches a return with no clamps applied and nothing stored whole over it
// since, a deferred write, or a call to a function that loosens in turn.
// A function met again while being summarized adds nothing more.
func (c *Census) loosens(fn *ssa.Function) []SeatWrite {
	if got, ok := c.leftOf[fn]; ok {
		return got
	}
	c.leftOf[fn] = nil
	if c.env.Carried == nil {
		return nil
	}
	var rets []ssa.Instruction
	for _, ret := range returns(fn) {
		if !errorPath(ret) {
			rets = append(rets, ret)
		}
	}
	var out []SeatWrite
	for i, p := range fn.Params {
		ptr, ok := types.Unalias(p.Type()).Underlying().(*types.Pointer)
		if !ok || !c.env.Spec.Carries(ptr.Elem()) {
			continue
		}
		g := groupsOf(p)
		for _, w := range append(c.writes(g), c.wholeStores(g)...) {
			if c.leftWritten(w, g, rets) {
				sw := SeatWrite{Param: i, Path: w.path, Seat: w.seat, Opaque: w.opaque != ""}
				if sw.Opaque {
					sw.Seat = "" // what it hands on may be written: the summary names no seat
				}
				if w.clean {
					sw.From = w.from
				}
				out = append(out, sw)
			}
		}
	}
	slices.SortFunc(out, func(a, b SeatWrite) int {
		return cmp.Or(cmp.Compare(a.Param, b.Param), cmp.Compare(a.Path, b.Path), slices.Compare(a.From, b.From), cmpBool(a.Opaque, b.Opaque))
	})
	out = slices.CompactFunc(out, func(a, b SeatWrite) bool {
		return a.Param == b.Param && a.Path == b.Path && slices.Equal(a.From, b.From) && a.Opaque == b.Opaque
	})
	c.leftOf[fn] = out
	return out
}

// calleeName names what a call calls: its static callee, the interface
// method it invokes, the builtin's name, the package-level var it loads
// (a func-literal var), "a func literal" for one called where it is
// made, or "a func value".
func (c *Census) calleeName(common *ssa.CallCommon) string {
	switch {
	case common.IsInvoke():
		return "an implementation of " + c.name(common.Method)
	case staticFunc(common) != nil:
		return c.name(staticFunc(common))
	}
	if b, ok := common.Value.(*ssa.Builtin); ok {
		return b.Name()
	}
	if g := common.StaticCallee(); g != nil && g.Object() == nil {
		return "a func literal"
	}
	if ld, ok := common.Value.(*ssa.UnOp); ok && ld.Op == token.MUL {
		if g, ok := ld.X.(*ssa.Global); ok && g.Object() != nil {
			if v := g.Object(); v.Pkg() != nil && v.Pkg() != c.env.Pkg {
				return v.Pkg().Name() + "." + v.Name()
			}
			return g.Object().Name() // a func-literal var
		}
	}
	return "a func value"
}

// cmpBool orders false before true.
func cmpBool(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}

// wholeStores lists the stores of a spec whole into a location below a
// parameter with a value not known clean whatever the arguments (a
// literal, another parameter): what it overwrites loses its clamps. Its
// seat is "".
func (c *Census) wholeStores(g groups) []seatWrite {
	var out []seatWrite
	for _, path := range g.order {
		addrs := g.addrs[path]
		if !c.env.Spec.IsSpec(deref(addrs[0].Type())) {
			continue
		}
		for _, a := range addrs {
			for _, ref := range flow.Referrers(a) {
				if st, ok := ref.(*ssa.Store); ok && st.Addr == a {
					if v := c.origin(st.Val); len(v.faults) > 0 || len(v.params()) > 0 {
						out = append(out, seatWrite{instr: st, path: path, from: v.params(), clean: len(v.faults) == 0})
					}
				}
			}
		}
	}
	return out
}

// clean reports whether the arguments of call at params are clean specs.
func (c *Census) clean(call *ssa.CallCommon, params []int) bool {
	for _, i := range params {
		if i >= len(call.Args) || len(c.origin(call.Args[i]).faults) > 0 {
			return false
		}
	}
	return true
}

// leftWritten reports whether the write w can still be in effect at one of
// rets: a deferred write runs after them all.
func (c *Census) leftWritten(w seatWrite, g groups, rets []ssa.Instruction) bool {
	if _, deferred := w.instr.(*ssa.Defer); deferred {
		return len(rets) > 0
	}
	bl := c.blockers(g, w)
	return slices.ContainsFunc(rets, func(r ssa.Instruction) bool { return flow.Reaches(w.instr, r, bl) })
}

// locations returns the addresses a's value is read from, through the
// loads, fields, phis and conversions that lead back to them: each a
// pointer to a spec or to a struct that holds one.
// It reports false when there are more than it follows (maxLocationWalk
// values on the way): the caller fails closed.
func (c *Census) locations(a ssa.Value) ([]ssa.Value, copies, bool) {
	var out []ssa.Value
	cp := copies{into: map[ssa.Value][]*ssa.Store{}, direct: map[ssa.Value]bool{}, gathers: map[ssa.Instruction]bool{},
		sentAt: map[ssa.Value]ssa.Instruction{}}
	seen := map[ssa.Value]bool{}
	var at ssa.Instruction // the send the value being visited was sent by
	var visit func(v ssa.Value, via *ssa.Store)
	visit = func(v ssa.Value, via *ssa.Store) {
		if v == nil || len(seen) > maxLocationWalk {
			return
		}
		p, isLoc := types.Unalias(v.Type()).Underlying().(*types.Pointer)
		isLoc = isLoc && c.env.Spec.Carries(p.Elem())
		if isLoc {
			cp.add(v, via)
			if at != nil && cp.sentAt[v] == nil {
				cp.sentAt[v] = at
			}
		}
		if seen[v] {
			return
		}
		seen[v] = true
		if isLoc {
			out = append(out, v)
			// A pointer stored into the location (run := &Run{Task: t})
			// addresses what the location holds; a value stored into it
			// (Task{Spec: spec}) is a copy of what it was loaded from; so
			// does every load of a location that holds a pointer (a
			// captured t, read once to write a seat and once to hand it on).
			for _, st := range storesBelow(v, 0) {
				visit(st.Val, copyOf(st))
			}
			if _, ptr := types.Unalias(p.Elem()).Underlying().(*types.Pointer); ptr {
				for _, ref := range flow.Referrers(v) {
					if ld, ok := ref.(*ssa.UnOp); ok && ld.Op == token.MUL && ld.X == v {
						visit(ld, nil)
					}
				}
			}
		}
		if ch := received(v); ch != nil {
			// What every send sent, judged where it was sent (channel.go).
			sent, _, _ := sends(ch)
			for _, s := range sent {
				saved := at
				at = s.instr
				visit(s.val, nil)
				at = saved
			}
		}
		switch x := v.(type) {
		case *ssa.UnOp:
			if x.Op == token.MUL {
				visit(x.X, via)
			}
		case *ssa.FieldAddr:
			visit(x.X, via)
		case *ssa.Field:
			visit(x.X, via)
		case *ssa.IndexAddr:
			visit(x.X, via)
			// Any element may be the one (see groupsOf).
			for _, ref := range flow.Referrers(x.X) {
				if sib, ok := ref.(*ssa.IndexAddr); ok && sib.X == x.X {
					visit(sib, via)
				}
			}
		case *ssa.Phi:
			for _, e := range x.Edges {
				visit(e, via)
			}
		case *ssa.ChangeType:
			visit(x.X, via)
		case *ssa.FreeVar:
			// Captured by a func literal (a goroutine, an errgroup or
			// framework callback): what its makers bound.
			for _, bd := range flow.Bindings(x) {
				visit(bd.Value, via)
			}
		case *ssa.Slice:
			// A slice of an array (a slice literal, the values handed to
			// append): what was stored into the array's elements.
			for _, st := range storesBelow(x.X, 0) {
				cp.gathers[st] = true // part of what is handed on, no write into it
				visit(st.Val, copyOf(st))
			}
			visit(x.X, via)
		case *ssa.Call:
			if b, ok := x.Call.Value.(*ssa.Builtin); ok && b.Name() == "append" {
				for _, arg := range x.Call.Args {
					visit(arg, via) // the slice appended to, and what was appended
				}
			}
		}
	}
	visit(a, nil)
	return out, cp, len(seen) <= maxLocationWalk
}

// copies records, for the locations a walk met only as the source of a
// value stored whole into another (spec := T{...} copied into a task, or
// a composite literal's temporary copied into its variable), the stores
// that copy them: a write into such a source reaches the use only through
// a copy, after which what is applied to the copy's destination counts.
type copies struct {
	into   map[ssa.Value][]*ssa.Store
	direct map[ssa.Value]bool // met otherwise too: every write counts
	// gathers are the stores into the array a slice handed on was made
	// of (a slice literal, a variadic argument): they make the value
	// that is followed, and hand nothing elsewhere.
	gathers map[ssa.Instruction]bool
	// sentAt is, for a location met through what a channel receive
	// yields, the send that sent it: the use its writes must reach.
	sentAt map[ssa.Value]ssa.Instruction
}

// useOf is the instruction the writes into loc must reach to reach use:
// the send loc's value was sent by, or use itself.
func (cp copies) useOf(loc ssa.Value, use ssa.Instruction) ssa.Instruction {
	if s := cp.sentAt[loc]; s != nil {
		return s
	}
	return use
}

func (cp copies) add(v ssa.Value, via *ssa.Store) {
	if via == nil {
		cp.direct[v] = true
	} else if !slices.Contains(cp.into[v], via) {
		cp.into[v] = append(cp.into[v], via)
	}
}

// of returns the stores that copy loc, or nil when loc is met directly.
func (cp copies) of(loc ssa.Value) []*ssa.Store {
	if cp.direct[loc] {
		return nil
	}
	return cp.into[loc]
}

// copyOf returns st when it stores a value loaded whole from a location
// (a copy), or nil when it stores a pointer or a value made otherwise.
func copyOf(st *ssa.Store) *ssa.Store {
	if ld, ok := st.Val.(*ssa.UnOp); ok && ld.Op == token.MUL {
		if _, ptr := types.Unalias(ld.Type()).Underlying().(*types.Pointer); !ptr {
			return st
		}
	}
	return nil
}

// maxLocationWalk bounds the values locations visits: a function whose
// spec is read back through more is reported, not passed.
const maxLocationWalk = 1024

// storesBelow lists the stores into v and into its fields and elements,
// at any depth.
func storesBelow(v ssa.Value, depth int) []*ssa.Store {
	var out []*ssa.Store
	for _, ref := range flow.Referrers(v) {
		switch r := ref.(type) {
		case *ssa.Store:
			if r.Addr == v {
				out = append(out, r)
			}
		case *ssa.FieldAddr:
			if r.X == v && depth < 6 {
				out = append(out, storesBelow(r, depth+1)...)
			}
		case *ssa.IndexAddr:
			if r.X == v && depth < 6 {
				out = append(out, storesBelow(r, depth+1)...)
			}
		}
	}
	return out
}

// fieldGroups gathers the addresses of v and of the fields below it under
// their keys (see groups).
func fieldGroups(v ssa.Value, path string, groups map[string][]ssa.Value, order *[]string, depth int) {
	if _, seen := groups[path]; !seen {
		*order = append(*order, path)
	}
	groups[path] = append(groups[path], v)
	if depth > 6 {
		return
	}
	for _, ref := range flow.Referrers(v) {
		switch r := ref.(type) {
		case *ssa.FieldAddr:
			if r.X == v {
				fieldGroups(r, path+"."+strconv.Itoa(r.Field), groups, order, depth+1)
			}
		case *ssa.UnOp:
			// A pointer the location holds, loaded (run.Task): what it
			// points to is written through it, under the same key.
			if _, ptr := types.Unalias(r.Type()).Underlying().(*types.Pointer); ptr && r.Op == token.MUL && r.X == v {
				fieldGroups(r, path, groups, order, depth+1)
			}
		case *ssa.MakeInterface:
			// Converted to an interface and asserted back (var s any = t;
			// s.(*Task)): the same pointer, under the same key.
			for _, ta := range flow.Referrers(r) {
				if ta, ok := ta.(*ssa.TypeAssert); ok && types.Identical(ta.AssertedType, v.Type()) {
					for _, back := range asserted(ta) {
						fieldGroups(back, path, groups, order, depth+1)
					}
				}
			}
		}
	}
}

// asserted is the value a type assertion yields: itself, or the value
// of its comma-ok form.
func asserted(ta *ssa.TypeAssert) []ssa.Value {
	if !ta.CommaOk {
		return []ssa.Value{ta}
	}
	var out []ssa.Value
	for _, r := range flow.Referrers(ta) {
		if x, ok := r.(*ssa.Extract); ok && x.Index == 0 {
			out = append(out, x)
		}
	}
	return out
}

// restoredOrUnsafe judges the location at path of loc at use: converted
// to unsafe.Pointer where that can run before use, or a spec below a
// pointer stored whole with a spec that is not clean, or what holds the
// spec (a task) stored whole with a spec that is not (*t = Task{}), a
// local holder's included: the origin walk reads the stores into the
// spec, not those over what holds it.
func (c *Census) restoredOrUnsafe(loc ssa.Value, g groups, path string, use ssa.Instruction) verdict {
	addrs := g.addrs[path]
	if v := c.unsafeAt(addrs, use); len(v.faults) > 0 {
		return v
	}
	t := deref(addrs[0].Type())
	spec := c.env.Spec.IsSpec(t)
	if !spec && !c.env.Spec.Carries(t) {
		return verdict{}
	}
	blockers := map[ssa.Instruction]bool{}
	stores := wholeStoresInto(addrs)
	for _, p := range g.order { // the spec set again below what holds it blocks too
		if p == path || path != "" && !strings.HasPrefix(p, path+".") {
			continue
		}
		if below := g.addrs[p]; c.env.Spec.Carries(deref(below[0].Type())) {
			c.addBlockers(blockers, below)
		}
	}
	c.addBlockers(blockers, addrs)
	if _, local := loc.(*ssa.Alloc); local && spec {
		return verdict{} // a local spec's own stores are the origin walk's
	}
	return c.restoredAt(stores, use, blockers)
}

// addBlockers adds to blockers what sets the spec at addrs again: a store
// whole into one of them, or the clamps applied to one.
func (c *Census) addBlockers(blockers map[ssa.Instruction]bool, addrs []ssa.Value) {
	for _, st := range wholeStoresInto(addrs) {
		blockers[st] = true
	}
	for _, a := range addrs {
		for _, ref := range flow.Referrers(a) {
			if c.appliesTo(ref, a) {
				blockers[ref] = true
			}
		}
	}
}

// wholeStoresInto lists the stores whole into one of addrs.
func wholeStoresInto(addrs []ssa.Value) []*ssa.Store {
	var out []*ssa.Store
	for _, a := range addrs {
		for _, st := range storesInto(a) {
			out = append(out, st.(*ssa.Store))
		}
	}
	return out
}

// restoredAt judges the specs stored whole by stores (into a spec, or
// into what holds one) where they can be in effect at use: each must
// store a clean spec.
func (c *Census) restoredAt(stores []*ssa.Store, use ssa.Instruction, blockers map[ssa.Instruction]bool) verdict {
	out := verdict{}
	for _, st := range stores {
		others := map[ssa.Instruction]bool{}
		for b := range blockers {
			if b != st {
				others[b] = true
			}
		}
		if reachesUse(st, use, others) {
			if v := c.origin(st.Val); len(v.faults) > 0 {
				out = union(out, verdict{faults: v.faults})
			}
		}
	}
	return out
}

// unsafeAt is the fault of a location converted to unsafe.Pointer where
// that can run before use: what is written through it cannot be followed.
func (c *Census) unsafeAt(addrs []ssa.Value, use ssa.Instruction) verdict {
	for _, a := range addrs {
		for _, ref := range flow.Referrers(a) {
			if cv, ok := ref.(*ssa.Convert); ok && isUnsafePointer(cv.Type()) && reachesUse(cv, use, nil) {
				v := bad(cv.Pos(), kinds.SpecOriginUnfollowed, "a spec converted to unsafe.Pointer")
				v.faults[0].remedy = "write its fields by name"
				return v
			}
		}
	}
	return verdict{}
}

// fieldVar is the field fa addresses.
func fieldVar(fa *ssa.FieldAddr) *types.Var {
	st := deref(fa.X.Type()).Underlying().(*types.Struct)
	return st.Field(fa.Field)
}

func isUnsafePointer(t types.Type) bool {
	b, ok := types.Unalias(t).(*types.Basic)
	return ok && b.Kind() == types.UnsafePointer
}
