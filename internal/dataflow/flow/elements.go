package flow

import (
	"go/token"
	"go/types"
	"slices"

	"github.com/sema-agent/clampvet/internal/stdwrites"
	"golang.org/x/tools/go/ssa"
)

// A carried seat that holds a slice or a map shares its elements with
// every copy of the spec and of the seat's value: a write into those
// elements is a write of the seat, wherever the value was handed. Elements
// finds such writes, for the flow rules (after a constructor's clamps)
// and the census (on the way to a sink) alike: stores into an element, map
// updates, the builtins that write in place (ElementsWritten), and calls
// of a function that writes the elements of what it is handed — a helper
// that fills or clears the slice it is given — by its summary.
//
// A function's summary ([Elements.Params]) is read from its SSA when its
// body is built (a function of the package, a func literal), from its
// fact otherwise, and for the standard library, which takes no part, from
// package stdwrites. A call that hands such a value where no write can be
// followed (a func value, an interface method, a function of another
// package that takes no part) counts as a write (Unfollowed), which the
// callers report as a hand-off.
type Elements struct {
	// imported returns the summary's Elements of a function of another
	// package (nil: none), and whether its package has summaries at all
	// (it takes part).
	imported func(*types.Func) (params []int, inView bool)
	memo     map[*ssa.Function][]int
	// reflectImported returns the summary's ReflectWrites of a function
	// of another package; reflectMemo holds ReflectParams.
	reflectImported func(*types.Func) []int
	reflectMemo     map[*ssa.Function][]int
}

// NewElements returns the element writes of a package whose imported
// functions' summaries imported gives. It may be nil: a whole program,
// every body built.
func NewElements(imported func(*types.Func) (params []int, inView bool)) *Elements {
	return &Elements{imported: imported, memo: map[*ssa.Function][]int{}, reflectMemo: map[*ssa.Function][]int{}}
}

// SetReflectImported gives the parameters an imported function writes
// through reflection (ReflectParams), read from its summary.
func (e *Elements) SetReflectImported(imported func(*types.Func) []int) {
	e.reflectImported = imported
}

// Params lists the parameters of fn (SSA numbering: a method's receiver is
// 0) that hold a slice or a map whose elements fn may write, ascending. A
// function met again while its own parameters are read adds nothing.
func (e *Elements) Params(fn *ssa.Function) []int {
	return paramsWhere(e.memo, fn, HoldsElements, func(p *ssa.Parameter) bool { return len(e.Writes(p)) > 0 })
}

// paramsWhere lists, ascending, fn's parameters of a type holds admits
// for which writes holds, kept in memo. A function met again while its
// own parameters are read (a recursion) adds nothing.
func paramsWhere(memo map[*ssa.Function][]int, fn *ssa.Function, holds func(types.Type) bool, writes func(*ssa.Parameter) bool) []int {
	if got, ok := memo[fn]; ok {
		return got
	}
	memo[fn] = nil
	var out []int
	for i, p := range fn.Params {
		if holds(p.Type()) && writes(p) {
			out = append(out, i)
		}
	}
	memo[fn] = out
	return out
}

// HoldsElements reports whether a value of type t shares elements with
// its copies: a slice or a map, or a type parameter every type of whose
// constraint is one (S ~[]E: a generic helper is handed the seat's value
// as it is).
func HoldsElements(t types.Type) bool {
	if tp, ok := types.Unalias(t).(*types.TypeParam); ok {
		terms := constraintTerms(tp.Constraint(), 0)
		return len(terms) > 0 && !slices.ContainsFunc(terms, func(t types.Type) bool { return !HoldsElements(t) })
	}
	switch types.Unalias(t).Underlying().(type) {
	case *types.Slice, *types.Map:
		return true
	}
	return false
}

// HoldsListParam reports whether a parameter of sig, or its receiver,
// holds elements (HoldsElements): a function a seat's slice or map can be
// handed to.
func HoldsListParam(sig *types.Signature) bool { return AnyParam(sig, HoldsElements) }

// AnyParam reports whether a parameter of sig, or its receiver, has a
// type of which pred holds.
func AnyParam(sig *types.Signature, pred func(types.Type) bool) bool {
	if sig.Recv() != nil && pred(sig.Recv().Type()) {
		return true
	}
	for v := range sig.Params().Variables() {
		if pred(v.Type()) {
			return true
		}
	}
	return false
}

// constraintTerms lists the types of the union terms of the constraint c,
// through the interfaces it embeds; none for a constraint that allows any
// type (any, comparable, methods only). depth bounds a constraint that
// embeds itself through a cycle the type checker reported.
func constraintTerms(c types.Type, depth int) []types.Type {
	iface, ok := c.Underlying().(*types.Interface)
	if !ok || depth > 8 {
		return nil
	}
	var out []types.Type
	for i := range iface.NumEmbeddeds() {
		switch e := iface.EmbeddedType(i).(type) {
		case *types.Union:
			for j := range e.Len() {
				out = append(out, e.Term(j).Type())
			}
		default:
			if _, isIface := e.Underlying().(*types.Interface); isIface {
				out = append(out, constraintTerms(e, depth+1)...)
			} else {
				out = append(out, e)
			}
		}
	}
	return out
}

// Written lists the values whose elements call writes in place: a
// builtin's (ElementsWritten), the arguments a callee in view, or one
// whose summary says so, writes the elements of, and the lists it is
// handed as interfaces and writes (interfaceWrites). e may be nil: builtins
// only.
func (e *Elements) Written(call *ssa.CallCommon) []ssa.Value {
	if v := ElementsWritten(call); v != nil {
		return []ssa.Value{v}
	}
	if e == nil {
		return nil
	}
	var out []ssa.Value
	for _, i := range e.calleeParams(call) {
		if i < len(call.Args) {
			out = append(out, unconverted(call.Args[i]))
		}
	}
	for i, a := range call.Args {
		if mi, ok := a.(*ssa.MakeInterface); ok && HoldsElements(mi.X.Type()) && e.interfaceWrites(call, i, mi) {
			out = append(out, unconverted(mi.X))
		}
	}
	return out
}

// unconverted is v before the conversions between list types it went
// through (sort.StringSlice(deny)): they share its elements.
func unconverted(v ssa.Value) ssa.Value {
	for {
		ct, ok := v.(*ssa.ChangeType)
		if !ok || !HoldsElements(ct.X.Type()) {
			return v
		}
		v = ct.X
	}
}

// Unfollowed lists the arguments of call holding a slice or a map that
// it hands where no write can be followed (HandedTo). What such a callee
// writes into their elements is unknown; a write stands for it (fail
// closed).
func (e *Elements) Unfollowed(call *ssa.CallCommon) []ssa.Value {
	if e.HandedTo(call) == "" {
		return nil
	}
	var out []ssa.Value
	for _, a := range call.Args {
		if HoldsElements(a.Type()) {
			out = append(out, a)
		}
	}
	return out
}

// HandedTo names where call hands its arguments when what it writes into
// their elements cannot be followed, and is "" when it can: a func value,
// an interface method, or a function of another package that has no
// summary because its package takes no part (the standard library aside,
// whose writes package stdwrites lists). e may be nil: func values and
// interface methods only.
func (e *Elements) HandedTo(call *ssa.CallCommon) string {
	if _, builtin := call.Value.(*ssa.Builtin); builtin {
		return ""
	}
	switch {
	case call.IsInvoke():
		return "interface method " + call.Method.Name()
	case call.StaticCallee() == nil:
		return "a func value"
	case e == nil || e.imported == nil:
		return ""
	}
	body, obj := StaticCallee(call)
	if body != nil || obj == nil || obj.Pkg() == nil {
		return ""
	}
	if _, std := stdwrites.Params(obj.Pkg().Path(), obj.FullName()); std {
		return ""
	}
	if _, known := e.imported(obj); known {
		return ""
	}
	return qualifiedName(obj) + ", out of view,"
}

// qualifiedName is "pkg.F", or "pkg.T.M" for a method, as a reader names
// a function of another package.
func qualifiedName(fn *types.Func) string {
	name := fn.Name()
	if recv := fn.Signature().Recv(); recv != nil {
		t := types.Unalias(recv.Type())
		if p, ok := t.(*types.Pointer); ok {
			t = types.Unalias(p.Elem())
		}
		if n, ok := t.(*types.Named); ok {
			name = n.Obj().Name() + "." + name
		}
	}
	return fn.Pkg().Name() + "." + name
}

// calleeParams are the parameters whose elements call's static callee
// writes: from its body when built, from its fact otherwise.
func (e *Elements) calleeParams(call *ssa.CallCommon) []int {
	body, obj := StaticCallee(call)
	switch {
	case body != nil:
		return e.Params(body)
	case obj == nil || obj.Pkg() == nil:
		return nil
	}
	return e.summary(obj)
}

// summary is what the summaries say obj writes: the standard library's
// table, or the fact of a package that takes part.
func (e *Elements) summary(obj *types.Func) []int {
	if ps, std := stdwrites.Params(obj.Pkg().Path(), obj.FullName()); std {
		return ps
	}
	if e.imported != nil {
		ps, _ := e.imported(obj)
		return ps
	}
	return nil
}

// StaticCallee is what a summary of call's static callee is read from:
// its built body (an instance of a generic function by its origin's), or,
// without one, its declaration (generic origin), whose fact holds it. Both
// are nil for a call through a func value or an interface method.
func StaticCallee(call *ssa.CallCommon) (*ssa.Function, *types.Func) {
	g := call.StaticCallee()
	if g == nil {
		return nil, nil
	}
	if o := g.Origin(); o != nil {
		g = o // an instance's body only converts and calls its origin
	}
	if g.Blocks != nil {
		return g, nil
	}
	obj, _ := g.Object().(*types.Func)
	if obj != nil {
		obj = obj.Origin()
	}
	return nil, obj
}

// Writes lists the writes to an element of the slice or map v: a store
// to an element (or below it), a map update, a builtin or a call that
// writes its elements (Written), or a call that hands v where no write can
// be followed (Unfollowed). A slice of v shares its elements, and so
// does the value a phi merges v into: what is written through either is
// written to v, append included (it writes over v's elements where the
// slice is shorter than v).
func (e *Elements) Writes(v ssa.Value) []ssa.Instruction {
	return e.writes(v, map[ssa.Value]bool{})
}

func (e *Elements) writes(v ssa.Value, seen map[ssa.Value]bool) []ssa.Instruction {
	if seen[v] {
		return nil
	}
	seen[v] = true
	var out []ssa.Instruction
	for _, ref := range Referrers(v) {
		switch r := ref.(type) {
		case *ssa.MapUpdate:
			if r.Map == v {
				out = append(out, r)
			}
		case *ssa.IndexAddr:
			out = append(out, e.below([]ssa.Value{r}, seen)...)
		case *ssa.Slice:
			out = append(out, e.writes(r, seen)...)
		case *ssa.Phi, *ssa.ChangeType: // a generic helper's instance converts it
			out = append(out, e.writes(r.(ssa.Value), seen)...)
		case *ssa.MakeInterface:
			if call := e.interfaceWriter(r); call != nil {
				out = append(out, call)
			}
		case ssa.CallInstruction:
			if written := e.Written(r.Common()); slices.Contains(written, v) || slices.Contains(written, unconverted(v)) ||
				slices.Contains(e.Unfollowed(r.Common()), v) {
				out = append(out, r)
			}
		case *ssa.Store: // v kept in a local's cell: what reads it back writes v
			if cell, ok := r.Addr.(*ssa.Alloc); ok && r.Val == v {
				for _, ld := range cellReads(cell) {
					out = append(out, e.writes(ld, seen)...)
				}
			}
		}
	}
	return out
}

// interfaceWriter is the call that may write v's elements once v, a
// slice or a map, is converted to an interface and handed to it
// (interfaceWrites), or nil.
func (e *Elements) interfaceWriter(v *ssa.MakeInterface) ssa.CallInstruction {
	call, i := HandingCall(v)
	if call == nil || !e.interfaceWrites(call.Common(), i, v) {
		return nil
	}
	return call
}

// interfaceWrites reports whether call, handed v (a slice or a map
// converted to an interface) as its argument i, may write v's elements:
// a function that writes through reflection (sort.Slice), or one that may
// call a method of v's type that writes them (methodWrites).
func (e *Elements) interfaceWrites(call *ssa.CallCommon, i int, v *ssa.MakeInterface) bool {
	return e.reflectWrites(call, i) || e.methodWrites(call, v)
}

// methodWrites reports whether call may call a method of v's dynamic type
// (a slice or a map type) that writes the elements of its receiver:
// sort.Sort(sort.StringSlice(deny)) calls Swap. A function of the standard
// library reaches only the methods of the interface v was converted to
// (fmt.Println(sort.StringSlice(deny)) is handed an any: it cannot call
// Swap); any other callee may assert v to whatever interface it likes.
func (e *Elements) methodWrites(call *ssa.CallCommon, v *ssa.MakeInterface) bool {
	prog := v.Parent().Prog
	iface, _ := v.Type().Underlying().(*types.Interface)
	std := iface != nil && stdCallee(call)
	ms := prog.MethodSets.MethodSet(v.X.Type())
	for i := range ms.Len() {
		sel := ms.At(i)
		if std && !hasMethod(iface, sel.Obj().Name()) {
			continue
		}
		if e.methodWritesReceiver(prog, sel) {
			return true
		}
	}
	return false
}

// methodWritesReceiver reports whether the method sel writes the elements
// of its receiver, by its body or by its summary.
func (e *Elements) methodWritesReceiver(prog *ssa.Program, sel *types.Selection) bool {
	fn := prog.MethodValue(sel)
	if fn == nil {
		return false
	}
	var ps []int
	if fn.Blocks != nil {
		ps = e.Params(fn)
	} else if obj, ok := sel.Obj().(*types.Func); ok && obj.Pkg() != nil {
		ps = e.summary(obj)
	}
	return slices.Contains(ps, 0)
}

// stdCallee reports whether call's static callee is a function of the
// standard library.
func stdCallee(call *ssa.CallCommon) bool {
	body, obj := StaticCallee(call)
	if obj == nil && body != nil {
		obj, _ = body.Object().(*types.Func)
	}
	if obj == nil || obj.Pkg() == nil {
		return false
	}
	_, std := stdwrites.Params(obj.Pkg().Path(), obj.Origin().FullName())
	return std
}

// hasMethod reports whether the interface iface has a method named name.
func hasMethod(iface *types.Interface, name string) bool {
	for i := range iface.NumMethods() {
		if iface.Method(i).Name() == name {
			return true
		}
	}
	return false
}

// cellReads are the values read from the local cell, in its function and
// in the func literals that capture it (a range-over-func body, a
// callback): a function handed a map that it ranges a sequence into
// writes it from the loop body's func literal.
func cellReads(cell ssa.Value) []ssa.Value {
	var out []ssa.Value
	for _, ref := range Referrers(cell) {
		switch r := ref.(type) {
		case *ssa.UnOp:
			if r.Op == token.MUL {
				out = append(out, r)
			}
		case *ssa.MakeClosure:
			for _, fv := range Captures(r, cell) {
				out = append(out, cellReads(fv)...)
			}
		}
	}
	return out
}

// SeatWrites lists the writes into what the addresses addrs address (a
// seat): stores to it, and writes to an element of the slice, array or
// map it holds (Writes).
func (e *Elements) SeatWrites(addrs []ssa.Value) []ssa.Instruction {
	return e.below(addrs, map[ssa.Value]bool{})
}

func (e *Elements) below(addrs []ssa.Value, seen map[ssa.Value]bool) []ssa.Instruction {
	var out []ssa.Instruction
	for _, a := range addrs {
		for _, ref := range Referrers(a) {
			switch r := ref.(type) {
			case *ssa.Store:
				if r.Addr == a {
					out = append(out, r)
				}
			case *ssa.UnOp: // the value, loaded: its elements written
				if r.Op == token.MUL {
					out = append(out, e.writes(r, seen)...)
				}
			case *ssa.IndexAddr, *ssa.FieldAddr:
				out = append(out, e.below([]ssa.Value{ref.(ssa.Value)}, seen)...)
			case *ssa.Slice: // an array it holds, sliced
				out = append(out, e.writes(r, seen)...)
			}
		}
	}
	return out
}
