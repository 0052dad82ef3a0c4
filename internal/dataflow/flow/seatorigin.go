package flow

import (
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// A location below a root value is a path of steps: a field index, or one
// of these. The root is a pointer's pointee, a local variable, or a value.
const (
	stepDeref = -1 // through a pointer read from the location so far
	stepElem  = -2 // an element of a slice, array or map
)

// seat decides v, the value stored into seat of a source literal at the
// store at: the same seat read from a parent, or a restricting literal.
func (run *seatRun) seat(v ssa.Value, seat *types.Var, at ssa.Instruction) seatVerdict {
	switch x := v.(type) {
	case *ssa.Const:
		return run.literalValue(x, seat)
	case *ssa.ChangeType:
		return run.seat(x.X, seat, at)
	case *ssa.Convert:
		return run.seat(x.X, seat, at)
	case *ssa.Phi:
		if x.Comment == "&&" || x.Comment == "||" {
			break // a condition computed from several values
		}
		return run.phi(x, func(e ssa.Value, pred ssa.Instruction) seatVerdict { return run.seat(e, seat, pred) })
	case *ssa.UnOp:
		if fa, ok := x.X.(*ssa.FieldAddr); ok && x.Op == token.MUL {
			return run.field(fieldVar(fa.X.Type(), fa.Field), seat, fa.X, fa.Field, x)
		}
	case *ssa.Field:
		return run.field(fieldVar(types.NewPointer(x.X.Type()), x.Field), seat, x.X, x.Field, x)
	}
	return seatFault(OriginPos(v, at.Pos()), "the seat's value is made here",
		"%s, not a read of the parent: read it from the parent", describeSeatValue(v))
}

// literalValue accepts a constant that is the seat's restricting value.
func (run *seatRun) literalValue(k *ssa.Const, seat *types.Var) seatVerdict {
	want, ok := run.c.roles.Restricting[seat]
	switch {
	case !ok:
		return seatFault(token.NoPos, "", "a literal without a restricting value: read it from the parent")
	case k.Value == nil || k.Value.ExactString() != want.Exact:
		return seatFault(token.NoPos, "", "a literal looser than restricting value %s: read it from the parent", run.valueText(want))
	}
	return seatVerdict{}
}

// valueText names a restricting value for a message: as a reader of the
// function's package writes it (a constant of the carrier's package
// qualified by its name), with its value where the text does not show it.
func (run *seatRun) valueText(v Restricting) string {
	text := v.Text
	if pkg := run.c.roles.Source.Obj().Pkg(); token.IsIdentifier(text) && text != "true" && text != "false" &&
		pkg != nil && (run.fn.Pkg == nil || run.fn.Pkg.Pkg != pkg) {
		text = pkg.Name() + "." + text
	}
	if text == v.Exact {
		return text
	}
	return text + " (" + v.Exact + ")"
}

// field decides a read of field f of base (a pointer to the struct, or the
// struct value) at read: f must be seat itself or the spec field that
// carries it, of a parent.
func (run *seatRun) field(f, seat *types.Var, base ssa.Value, idx int, read ssa.Instruction) seatVerdict {
	r := run.c.roles
	if f == nil {
		return seatFault(read.Pos(), "", "a value the engine cannot follow: read it from the parent")
	}
	if f != seat && r.carriedBy[seat] != f {
		if r.isCarried(f) || r.isSource(deref(base.Type())) {
			return seatFault(read.Pos(), "", "read from seat %s: read it from the same seat", f.Name())
		}
		return seatFault(read.Pos(), "", "read from field %s of %s, no seat: read the same seat of the parent",
			f.Name(), typeName(run.fn, deref(base.Type())))
	}
	return run.base(base, []int{idx}, read)
}

// typeName names t as a reader of fn's package writes it.
func typeName(fn *ssa.Function, t types.Type) string {
	return types.TypeString(t, func(p *types.Package) string {
		if fn.Pkg != nil && p == fn.Pkg.Pkg {
			return ""
		}
		return p.Name()
	})
}

// base walks from v to the root of the location it reads, then decides the
// root: path is the location below v that read reads.
func (run *seatRun) base(v ssa.Value, path []int, read ssa.Instruction) seatVerdict {
	for range 64 {
		next, steps, ok := up(v)
		if !ok {
			break
		}
		path = append(steps, path...)
		v = next
	}
	return run.root(v, path, read)
}

// up is one step from v toward its root: the value v's location lies
// below, and the steps from there.
func up(v ssa.Value) (ssa.Value, []int, bool) {
	var steps []int
	var next ssa.Value
	switch x := v.(type) {
	case *ssa.FieldAddr:
		return x.X, []int{x.Field}, true
	case *ssa.IndexAddr:
		return x.X, []int{stepElem}, true
	case *ssa.Slice:
		return x.X, nil, true
	case *ssa.ChangeType:
		return x.X, nil, true
	case *ssa.Field:
		next, steps = x.X, []int{x.Field}
	case *ssa.Index:
		next, steps = x.X, []int{stepElem}
	case *ssa.UnOp:
		if x.Op != token.MUL {
			return nil, nil, false
		}
		next = x.X
	default:
		return nil, nil, false
	}
	if isPointer(v.Type()) {
		steps = append(steps, stepDeref) // a pointer read from memory points elsewhere
	}
	return next, steps, true
}

// pathTo returns the location v (an address) designates below root, and
// whether v is rooted at root.
func pathTo(v, root ssa.Value) ([]int, bool) {
	var path []int
	for range 64 {
		if v == root {
			return path, true
		}
		next, steps, ok := up(v)
		if !ok {
			return nil, false
		}
		path = append(steps, path...)
		v = next
	}
	return nil, false
}

// overlaps reports whether one location contains the other: one path is
// a prefix of the other (an element matches any element).
func overlaps(a, b []int) bool {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] && a[i] != stepElem && b[i] != stepElem {
			return false
		}
	}
	return true
}

// root decides the parent a location is read from: a parameter (the
// receiver included), a local that holds one, a phi of parents, a root's
// or a parent-returning helper's result; unwritten before read, and not
// the spec being built.
func (run *seatRun) root(v ssa.Value, path []int, read ssa.Instruction) seatVerdict {
	if run.isOutput(v, path) {
		return seatFault(v.Pos(), "the spec being built comes from here", "read from the spec being built: read it from the parent")
	}
	switch x := v.(type) {
	case *ssa.Parameter:
		return run.unwritten(x, path, read, nil)
	case *ssa.Alloc:
		return run.local(x, path, read)
	case *ssa.Phi:
		edges := run.phi(x, func(e ssa.Value, pred ssa.Instruction) seatVerdict { return run.base(e, path, pred) })
		return meetSeat(edges, run.unwritten(x, path, read, nil))
	case *ssa.Call:
		return meetSeat(run.call(x, 0), run.unwritten(x, path, read, nil))
	case *ssa.Extract:
		if call, ok := x.Tuple.(*ssa.Call); ok {
			return meetSeat(run.call(call, x.Index), run.unwritten(x, path, read, nil))
		}
		v = x.Tuple // a comma-ok form: named by what it reads
	case *ssa.Const:
		return seatFault(read.Pos(), "", "read from a fresh value (the zero value): read it from the parent")
	case *ssa.FreeVar:
		return run.captured(x, path, read)
	}
	what := describe(v)
	if _, global := v.(*ssa.Global); global {
		what = "a package-level variable"
	}
	return seatFault(OriginPos(v, read.Pos()), "the parent comes from here",
		"read from %s, not a received parent: read it from the parent", what)
}

// captured decides a variable a func literal captures: in the enclosing
// function, where each closure of it is made, what the variable holds
// (a local captured by reference: its reaching stores); nothing may write
// it there once the closure is made, nor in the literal before the read.
func (run *seatRun) captured(x *ssa.FreeVar, path []int, read ssa.Instruction) seatVerdict {
	unknown := seatFault(read.Pos(), "", "read from a variable captured by a closure, not a received parent: read it from the parent")
	i := slices.Index(run.fn.FreeVars, x)
	outer := run.fn.Parent()
	refs := run.fn.Referrers()
	if i < 0 || outer == nil || refs == nil || len(*refs) == 0 {
		return unknown
	}
	orun := run.c.newSeatRun(outer)
	for _, ref := range *refs {
		mc, ok := ref.(*ssa.MakeClosure)
		if !ok || mc.Fn != ssa.Value(run.fn) || i >= len(mc.Bindings) {
			return unknown
		}
		if v := orun.bound(mc, mc.Bindings[i], path); v.bad {
			return v
		}
	}
	return run.unwritten(x, path, read, nil)
}

// bound decides the value b a closure mc binds: a local of the enclosing
// function (captured by reference) must hold a parent where mc is made and
// be written by nothing that can run after it.
func (run *seatRun) bound(mc *ssa.MakeClosure, b ssa.Value, path []int) seatVerdict {
	a, byRef := b.(*ssa.Alloc)
	if !byRef {
		return run.base(b, path, mc)
	}
	if v := run.root(a, path, mc); v.bad {
		return v
	}
	for _, e := range run.effects {
		if e == ssa.Instruction(mc) {
			continue
		}
		if what, ok := writes(e, a, path); ok && Reaches(mc, e, nil) {
			return seatFault(e.Pos(), what, "read from a value written just before: read the parent as received")
		}
	}
	return seatVerdict{}
}

// isOutput reports whether the location path below v is the spec the
// clamps are applied to in the function.
func (run *seatRun) isOutput(v ssa.Value, path []int) bool {
	for _, o := range run.outputs {
		if o.root == v && (o.field < 0 || len(path) > 0 && path[0] == o.field) {
			return true
		}
	}
	return false
}

// local decides a local variable a: the whole values stored into it that
// reach read (or its own zero value or literal, when nothing is stored
// first), none written on the way.
func (run *seatRun) local(a *ssa.Alloc, path []int, read ssa.Instruction) seatVerdict {
	var wholes []*ssa.Store
	blocked := map[ssa.Instruction]bool{}
	for _, ref := range Referrers(a) {
		if st, ok := ref.(*ssa.Store); ok && st.Addr == ssa.Value(a) {
			wholes = append(wholes, st)
			blocked[st] = true
		}
	}
	var v seatVerdict
	if Reaches(a, read, blocked) {
		v = fresh(a)
	}
	for _, st := range wholes {
		if !v.bad && Reaches(st, read, blocked) {
			v = run.base(st.Val, path, st)
		}
	}
	return meetSeat(v, run.unwritten(a, path, read, blocked))
}

// fresh is the fault of a local that holds a value made in the function.
func fresh(a *ssa.Alloc) seatVerdict {
	what := "the zero value of " + a.Comment
	switch a.Comment {
	case "complit":
		what = "a literal built here"
	case "new":
		what = "new(" + typeName(a.Parent(), deref(a.Type())) + ")"
	}
	return seatFault(a.Pos(), "the fresh value is made here", "read from a fresh value (%s): read it from the parent", what)
}

// phi decides each edge of x with edge, given the last instruction of the
// edge's predecessor; a phi met again while deciding it adds nothing.
func (run *seatRun) phi(x *ssa.Phi, edge func(ssa.Value, ssa.Instruction) seatVerdict) seatVerdict {
	if run.phis[x] {
		return seatVerdict{}
	}
	run.phis[x] = true
	defer delete(run.phis, x)
	for i, e := range x.Edges {
		pred := x.Block().Preds[i]
		if v := edge(e, pred.Instrs[len(pred.Instrs)-1]); v.bad {
			return v
		}
	}
	return seatVerdict{}
}

// describeSeatValue names a seat's value that is no read of a field.
func describeSeatValue(v ssa.Value) string {
	switch x := v.(type) {
	case *ssa.Call:
		return "a result of " + calleeName(&x.Call)
	case *ssa.Parameter:
		return "parameter " + x.Name()
	case *ssa.BinOp, *ssa.Phi:
		return "a computed value"
	case *ssa.UnOp:
		if x.Op == token.NOT || x.Op == token.SUB || x.Op == token.XOR {
			return "a computed value"
		}
	}
	return describe(v)
}

// trimRead drops the "read from " lead of a nested verdict.
func trimRead(why string) string {
	return strings.TrimPrefix(why, "read from ")
}
