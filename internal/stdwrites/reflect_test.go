package stdwrites_test

import (
	"go/types"
	"strings"

	"github.com/sema-agent/clampvet/internal/dataflow/flow"
	"golang.org/x/tools/go/ssa"
)

// reflectWalk finds the functions of the standard library that may write,
// through package reflect, into what a parameter holds: json.Unmarshal
// fills the struct its interface parameter points to, sort.Slice swaps the
// elements of the slice it is handed as an interface. No element walk sees
// either: the value crosses an interface and is written through a
// reflect.Value.
//
// A parameter writes through reflection when a value derived from it (a
// conversion, a field, an element, a call's result, a local it is kept in,
// a func literal's capture) is the receiver of one of reflect's writing
// primitives (reflectPrimitive), or the argument of a parameter of a
// callee that writes so. Calls through interfaces and func values are not
// followed, nor is what they return taken as derived: the table is about reflection, which the element walk cannot
// see; what an engine's own methods write is theirs to summarize.
type reflectWalk struct {
	// writes holds (function, parameter) pairs known to write; it only
	// grows, and the walk runs to its fixpoint (recursive decoders).
	writes map[paramOf]bool
}

type paramOf struct {
	fn *ssa.Function
	i  int
}

// reflectWriters walks every function of all (the whole program: a
// parameter writes through what its callees' parameters write) to the
// fixpoint; params then reads each function's writing parameters.
func reflectWriters(all []*ssa.Function) *reflectWalk {
	w := &reflectWalk{writes: map[paramOf]bool{}}
	for _, fn := range all {
		if reflectPrimitive(fn) && len(fn.Params) > 0 {
			w.writes[paramOf{fn, 0}] = true
		}
	}
	for changed := true; changed; {
		changed = false
		for _, fn := range all {
			for i, p := range fn.Params {
				k := paramOf{fn, i}
				if !w.writes[k] && !basic(p.Type()) && w.reaches(p) {
					w.writes[k], changed = true, true
				}
			}
		}
	}
	return w
}

// params are fn's parameters (SSA numbering) that write through
// reflection.
func (w *reflectWalk) params(fn *ssa.Function) []int {
	var out []int
	for i := range fn.Params {
		if w.writes[paramOf{fn, i}] {
			out = append(out, i)
		}
	}
	return out
}

// reaches reports whether a value derived from v (flow.Derived) reaches
// a writing primitive's receiver or a parameter known to write.
func (w *reflectWalk) reaches(v ssa.Value) bool {
	return flow.Derived(v, func(call ssa.CallInstruction, x ssa.Value) bool {
		return w.callWrites(call.Common(), x)
	}) != nil
}

// callWrites reports whether call writes through reflection what x
// holds: x is the receiver of a writing primitive, or an argument of a
// static callee's parameter that writes so.
func (w *reflectWalk) callWrites(call *ssa.CallCommon, x ssa.Value) bool {
	g := call.StaticCallee()
	if g == nil {
		return false
	}
	if o := g.Origin(); o != nil {
		g = o
	}
	for i, a := range call.Args {
		if a != x {
			continue
		}
		if w.writes[paramOf{g, i}] {
			return true
		}
	}
	return false
}

// reflectPrimitive reports whether fn is one of the reflection packages'
// primitives that write into what their first argument (a method's
// receiver) refers to: the Set methods of a Value (each panics unless
// the value is settable: reflect's own mark of a write), Clear and Grow,
// and the functions Copy and Swapper. They are the reflect API's writes,
// as documented; everything above them is found by the walk.
func reflectPrimitive(fn *ssa.Function) bool {
	obj, _ := fn.Object().(*types.Func)
	if obj == nil || obj.Pkg() == nil {
		return false
	}
	switch obj.Pkg().Path() {
	case "reflect", "internal/reflectlite":
	default:
		return false
	}
	name := obj.Name()
	if recv := obj.Signature().Recv(); recv != nil {
		named, _ := types.Unalias(recv.Type()).(*types.Named)
		return named != nil && named.Obj().Name() == "Value" &&
			(strings.HasPrefix(name, "Set") || name == "Clear" || name == "Grow")
	}
	return name == "Copy" || name == "Swapper"
}

// basic reports whether t is a number, a boolean or a string: a
// parameter of such a type refers to no memory.
func basic(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Kind() != types.UnsafePointer
}
