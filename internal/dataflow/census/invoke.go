package census

import (
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"
)

// A call through an interface method handed a spec's address writes what
// the methods in view that implement it write: a method of a type of this
// package (its summary) or of a package it imports (its fact), of the
// method's name, whose receiver type (or a pointer to it) implements the
// interface. It is the view SinkBehind takes of sinks: an implementation
// out of view is not seen (the manual says so), and one in view that only
// reads what it is given leaves the call silent, as the engine's model and
// logger are. Handed the address of the spec or of a seat, a method no
// type in view implements is a hand-off whose writes are unknown
// (unseenMethod).

// invokeLoosens are the seats the implementations in view of the method
// an invoke call names may leave written below its argument i (the
// interface method's parameter i, the implementation's i+1).
func (c *Census) invokeLoosens(common *ssa.CallCommon, i int) []SeatWrite {
	iface, ok := common.Value.Type().Underlying().(*types.Interface)
	if !ok {
		return nil
	}
	var out []SeatWrite
	for _, m := range c.implementations(common.Method.Name(), iface) {
		var all []SeatWrite
		if local := c.byObj[m]; local != nil {
			all = c.loosens(local)
		} else if f, ok := c.imported(m); ok {
			all = f.Loosens
		}
		for _, w := range all {
			if w.Param == i+1 {
				w.Param = i
				out = append(out, w)
			}
		}
	}
	return out
}

// implementations are the methods in view named name whose receiver type
// implements iface.
func (c *Census) implementations(name string, iface *types.Interface) []*types.Func {
	var out []*types.Func
	for _, m := range c.methodsInView() {
		t := m.Signature().Recv().Type()
		if m.Name() == name && (types.Implements(t, iface) || types.Implements(types.NewPointer(t), iface)) {
			out = append(out, m)
		}
	}
	return out
}

// methodsInView lists, once, the methods of concrete types that may write
// below a parameter: the package's built methods, and the methods of other
// packages whose fact lists seats they leave written.
func (c *Census) methodsInView() []*types.Func {
	if c.methods != nil {
		return *c.methods
	}
	var out []*types.Func
	for _, fn := range c.fns {
		if m, ok := fn.Object().(*types.Func); ok && isConcreteMethod(m) {
			out = append(out, m)
		}
	}
	if c.env.ImportedLoosening != nil {
		out = append(out, c.env.ImportedLoosening()...)
	}
	slices.SortFunc(out, func(a, b *types.Func) int { return int(a.Pos() - b.Pos()) })
	c.methods = &out
	return out
}

// unseenMethod reports whether an interface call hands its argument a,
// the address of a spec or of a seat, to a method no type in view (of
// this package or of one it imports) implements: what the implementation
// does with the address is out of view, and its state is unknown. Where
// an implementation is in view, invokeLoosens reads what it writes.
func (c *Census) unseenMethod(common *ssa.CallCommon, a ssa.Value) bool {
	if !common.IsInvoke() || !slices.Contains(common.Args, a) || !c.specOrSeat(a) {
		return false
	}
	iface, ok := common.Value.Type().Underlying().(*types.Interface)
	if !ok || implementedIn(c.env.Pkg, iface) {
		return false
	}
	for _, imp := range c.env.Pkg.Imports() {
		if implementedIn(imp, iface) {
			return false
		}
	}
	return true
}

// implementedIn reports whether a type declared at pkg's top level, or a
// pointer to it, implements iface.
func implementedIn(pkg *types.Package, iface *types.Interface) bool {
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() || types.IsInterface(tn.Type()) {
			continue
		}
		if n, ok := tn.Type().(*types.Named); ok && n.TypeParams().Len() > 0 {
			continue // not instantiated: Implements is unspecified
		}
		if types.Implements(tn.Type(), iface) || types.Implements(types.NewPointer(tn.Type()), iface) {
			return true
		}
	}
	return false
}

// isConcreteMethod reports whether fn is a method of a type that is no
// interface.
func isConcreteMethod(fn *types.Func) bool {
	recv := fn.Signature().Recv()
	return recv != nil && !types.IsInterface(recv.Type())
}
