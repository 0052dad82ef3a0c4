package flow

import (
	"go/types"
	"slices"

	"github.com/sema-agent/clampvet/internal/stdwrites"
	"golang.org/x/tools/go/ssa"
)

// HandingCall is the call the interface value v is handed to, directly
// or through the array a variadic call gathers its arguments in
// (fmt.Println(&spec)), with the index of the argument that carries it;
// nil when v is handed to no call.
func HandingCall(v *ssa.MakeInterface) (ssa.CallInstruction, int) {
	for _, r := range Referrers(v) {
		if call, ok := r.(ssa.CallInstruction); ok {
			return call, slices.Index(call.Common().Args, ssa.Value(v))
		}
		if st, ok := r.(*ssa.Store); ok && st.Val == ssa.Value(v) {
			if call, i := gatheredInto(st.Addr); call != nil {
				return call, i
			}
		}
	}
	return nil, -1
}

// gatheredInto is the call whose variadic arguments are gathered in the
// array the element address addr lies in, and the index of the slice of
// them among its arguments.
func gatheredInto(addr ssa.Value) (ssa.CallInstruction, int) {
	ia, ok := addr.(*ssa.IndexAddr)
	if !ok {
		return nil, -1
	}
	for _, s := range Referrers(ia.X) {
		if sl, ok := s.(*ssa.Slice); ok {
			for _, u := range Referrers(sl) {
				if call, ok := u.(ssa.CallInstruction); ok {
					return call, slices.Index(call.Common().Args, ssa.Value(sl))
				}
			}
		}
	}
	return nil, -1
}

// ReflectWriter is the call that writes, through package reflect, into
// what the interface value v refers to, or nil: a logger, fmt and
// json.Marshal only read. It is the call v is handed to when that writes
// (json.Unmarshal(data, t), sort.Slice(list, less), an engine's own
// decoder around them), or a later call that writes a value derived from
// what that call returns (reflect.ValueOf(t).Elem().Field(0).SetZero()).
// e may be nil: the standard library's table only.
func (e *Elements) ReflectWriter(v *ssa.MakeInterface) ssa.CallInstruction {
	call, i := HandingCall(v)
	if call == nil {
		return nil
	}
	if e.reflectWrites(call.Common(), i) {
		return call
	}
	// Only a reflect.Value is followed from a call's result: any other
	// result (a clone of the task, fresh memory) is not the value handed.
	res, ok := call.(*ssa.Call)
	if !ok || call.Common().StaticCallee() == nil || !isReflectValue(res.Type()) {
		return nil
	}
	return Derived(res, e.writesThrough)
}

// writesThrough reports whether call writes, through reflection, what
// its argument x refers to.
func (e *Elements) writesThrough(call ssa.CallInstruction, x ssa.Value) bool {
	return e.reflectWrites(call.Common(), slices.Index(call.Common().Args, x))
}

// ReflectParams lists the parameters of fn, of an interface type or a
// reflect.Value, through which it may write with package reflect into
// what the value handed there refers to: a value derived from one
// reaches a writer (ReflectWriter) of the standard library's table, of a
// function in view, or of an imported summary. A function met again
// while its own parameters are read adds nothing.
func (e *Elements) ReflectParams(fn *ssa.Function) []int {
	return paramsWhere(e.reflectMemo, fn, ReflectParam, func(p *ssa.Parameter) bool {
		return Derived(p, e.writesThrough) != nil
	})
}

// ReflectParam reports whether a parameter of type t may be handed what
// a function writes through reflection: an interface or a reflect.Value.
func ReflectParam(t types.Type) bool { return types.IsInterface(t) || isReflectValue(t) }

// isReflectValue reports whether t is reflect.Value.
func isReflectValue(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "reflect" && n.Obj().Name() == "Value"
}

// reflectWrites reports whether call's static callee writes, through
// reflection, what its argument i refers to: by the standard library's
// table, by its body when built, or by its summary.
func (e *Elements) reflectWrites(call *ssa.CallCommon, i int) bool {
	if i < 0 {
		return false
	}
	body, obj := StaticCallee(call)
	switch {
	case body != nil && e != nil:
		return slices.Contains(e.ReflectParams(body), i)
	case body != nil:
		obj, _ = body.Object().(*types.Func)
	}
	if obj == nil || obj.Pkg() == nil {
		return false
	}
	if ps := stdwrites.ReflectParams(obj.Pkg().Path(), obj.Origin().FullName()); ps != nil {
		return slices.Contains(ps, i)
	}
	return e != nil && e.reflectImported != nil && slices.Contains(e.reflectImported(obj), i)
}

// Derived calls writes with each call a value derived from v is handed
// to (as an argument, or a method's receiver) and that value, and returns
// the first call for which writes holds, or nil. A value is derived from
// v when it is v converted, a field, an element or a slice of it, a
// static call's result given it (reflect.ValueOf(v), a Value's Elem or
// Field), a local or field it is stored in (read back), or a func
// literal's capture of it. What a call through an interface or a func
// value returns is not derived: its callee is unknown. A number, a
// boolean, a string or a reflect.Type cannot lead back to v's memory.
func Derived(v ssa.Value, writes func(call ssa.CallInstruction, x ssa.Value) bool) ssa.CallInstruction {
	seen := map[ssa.Value]bool{v: true}
	work := []ssa.Value{v}
	push := func(x ssa.Value) {
		if x != nil && !seen[x] && mayPoint(x.Type()) {
			seen[x] = true
			work = append(work, x)
		}
	}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		for _, ref := range Referrers(x) {
			switch r := ref.(type) {
			case ssa.CallInstruction:
				if writes(r, x) {
					return r
				}
				if rv, ok := r.(ssa.Value); ok && r.Common().StaticCallee() != nil {
					push(rv)
				}
			case *ssa.MakeClosure:
				for _, fv := range Captures(r, x) {
					push(fv)
				}
			case *ssa.Store:
				if r.Val == x {
					push(r.Addr)
				}
			case ssa.Value:
				push(r)
			}
		}
	}
	return nil
}

// mayPoint reports whether a value of type t may lead to the memory a
// value it is derived from refers to.
func mayPoint(t types.Type) bool {
	if b, ok := t.Underlying().(*types.Basic); ok {
		return b.Kind() == types.UnsafePointer
	}
	n, ok := types.Unalias(t).(*types.Named)
	return !ok || n.Obj().Pkg() == nil || n.Obj().Pkg().Path() != "reflect" || n.Obj().Name() != "Type"
}
