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
// what the interface value v refers to (json.Unmarshal(data, &t),
// sort.Slice(list, less)), or nil: a logger, fmt, json.Marshal only read.
func ReflectWriter(v *ssa.MakeInterface) ssa.CallInstruction {
	call, i := HandingCall(v)
	if call == nil || !reflectWrites(call.Common(), i) {
		return nil
	}
	return call
}

// reflectWrites reports whether call's static callee is a function of the
// standard library that package stdwrites lists as writing, through
// reflection, what its argument i refers to.
func reflectWrites(call *ssa.CallCommon, i int) bool {
	if i < 0 {
		return false
	}
	_, obj := StaticCallee(call)
	if body := call.StaticCallee(); obj == nil && body != nil {
		obj, _ = body.Object().(*types.Func)
	}
	if obj == nil || obj.Pkg() == nil {
		return false
	}
	return slices.Contains(stdwrites.ReflectParams(obj.Pkg().Path(), obj.Origin().FullName()), i)
}
