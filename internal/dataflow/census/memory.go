package census

import (
	"go/ast"
	"go/types"
	"slices"

	"github.com/sema-agent/clampvet/internal/dataflow/flow"
	"golang.org/x/tools/go/ssa"
)

// A struct that holds the spec, kept in memory before it starts
// (alias.go), may be written through that memory by another function:
// one that reads the memory itself — a list or a map it is handed, a
// package-level variable — and writes a carried seat through a pointer
// read from it, directly or through its own callees. Its summary's
// MemoryWrites names those seats; a call of it after the location was
// stored in memory and before the sink may write the child's seat, a
// finding at the call. Such a write followed by clamps applied again
// through another pointer to the same memory is still counted: which
// memory a pointer reads is not followed (fail closed).

// memoryWrites lists the carried seats fn may write through a pointer
// read from memory, sorted: a store, a call handed such a pointer whose
// callee leaves a seat below it written, or a call of a function that
// writes through memory itself. A function met again while its own
// writes are read adds nothing.
func (c *Census) memoryWrites(fn *ssa.Function) []string {
	if fn == nil {
		return nil
	}
	if got, ok := c.memOf[fn]; ok {
		return got
	}
	c.memOf[fn] = nil
	if c.env.Carried == nil {
		return nil // no seat known: nothing to write
	}
	var out []string
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if seat, _ := c.memoryWrite(instr, nil); seat != "" {
				out = append(out, seat)
			}
			switch x := instr.(type) {
			case *ssa.Call, *ssa.Go:
				common := x.(ssa.CallInstruction).Common()
				out = append(out, c.calleeMemoryWrites(common)...) // every seat, not the first
				for _, a := range common.Args {
					if lit := literal(a); lit != nil {
						out = append(out, c.memoryWrites(lit)...)
					}
				}
			case *ssa.MakeClosure:
				out = append(out, c.memoryWrites(literal(x))...)
			}
		}
	}
	slices.Sort(out)
	out = slices.Compact(out)
	c.memOf[fn] = out
	return out
}

// calleeMemoryWrites are the seats a call's static callee writes through
// memory: from its body when built, from its fact otherwise.
func (c *Census) calleeMemoryWrites(common *ssa.CallCommon) []string {
	body, obj := flow.StaticCallee(common)
	if body != nil {
		return c.memoryWrites(body)
	}
	if obj == nil {
		return nil
	}
	if f, ok := c.imported(obj); ok {
		return f.MemoryWrites
	}
	return nil
}

// memoryCandidates are the package's declared functions, constructors
// aside, that may write a seat through memory they read themselves: those
// handed what holds specs in memory (holdsMemory: a list or map of
// tasks, a registry that keeps one), those that read a package-level
// variable of the package that holds specs, each when it may write a seat
// (mayWriteSeat), and, in turn, those that call one of these or another
// package's function whose fact lists MemoryWrites. Their bodies are
// built and read by SSA, never cleared by the syntactic pass.
func (cs *censusSite) memoryCandidates(funcs []funcBody) map[types.Object]bool {
	out := map[types.Object]bool{}
	vars := cs.memoryVars()
	for _, b := range funcs {
		if cs.ctors[b.obj] {
			continue
		}
		if (cs.takesMemory(b.obj.Signature()) || len(vars) > 0 && cs.readsAny(b.body, vars)) && cs.mayWriteSeat(b.body) {
			out[b.obj] = true
		}
	}
	cs.addCallers(funcs, out)
	return out
}

// mayWriteSeat reports whether body may write a carried seat: it names
// one (a read, as a write, is a selection of the field), or calls a
// function of the package handed a pointer to what holds a spec, or
// another package's function whose fact lists seats it writes below a
// parameter. A sink handed a list of tasks, which names no seat, is no
// candidate.
func (cs *censusSite) mayWriteSeat(body *ast.BlockStmt) bool {
	carried := cs.carried()
	if carried == nil {
		return false
	}
	info := cs.pass.TypesInfo
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			if f, ok := info.Uses[n.Sel].(*types.Var); ok && f.IsField() && carried(f) {
				found = true
			}
		case *ast.CallExpr:
			if g := cs.funcs.StaticCallee(info, n); g != nil {
				if g.Pkg() == cs.pass.Pkg {
					found = cs.takesSpecPointer(g.Signature())
				} else if f := cs.tbl.Imported(g); f != nil {
					found = len(f.Loosens) > 0
				}
			}
		}
		return !found
	})
	return found
}

// takesSpecPointer reports whether a parameter of sig, or its receiver,
// points to a spec or to what holds one: which seats the function leaves
// written below it is SSA's to summarize.
func (cs *censusSite) takesSpecPointer(sig *types.Signature) bool {
	return flow.AnyParam(sig, func(t types.Type) bool {
		p, ok := types.Unalias(t).Underlying().(*types.Pointer)
		return ok && cs.m.Carries(p.Elem())
	})
}

// takesMemory reports whether a parameter of sig, or its receiver, holds
// specs in memory (holdsMemory).
func (cs *censusSite) takesMemory(sig *types.Signature) bool {
	return flow.AnyParam(sig, func(t types.Type) bool { return cs.holdsMemory(t, 0) })
}

// holdsMemory reports whether a value of type t reaches specs through
// memory: a slice, array or map of what carries a spec, or a struct (or
// pointer to one) with such a field, a few levels deep (a registry that
// keeps its tasks in a map).
func (cs *censusSite) holdsMemory(t types.Type, depth int) bool {
	if depth > 4 {
		return false
	}
	if !cs.m.Carries(t) && cs.m.CarriesElems(t) {
		return true
	}
	u := types.Unalias(t).Underlying()
	if p, ok := u.(*types.Pointer); ok {
		u = types.Unalias(p.Elem()).Underlying()
	}
	st, ok := u.(*types.Struct)
	if !ok {
		return false
	}
	for f := range st.Fields() {
		if cs.holdsMemory(f.Type(), depth+1) {
			return true
		}
	}
	return false
}

// memoryVars are the package-level variables of the package that hold
// specs (a map or list of tasks, a pointer to a task, a registry).
func (cs *censusSite) memoryVars() map[types.Object]bool {
	out := map[types.Object]bool{}
	scope := cs.pass.Pkg.Scope()
	for _, name := range scope.Names() {
		if v, ok := scope.Lookup(name).(*types.Var); ok && (cs.m.CarriesElems(v.Type()) || cs.holdsMemory(v.Type(), 0)) {
			out[v] = true
		}
	}
	return out
}

// readsAny reports whether body uses one of vars.
func (cs *censusSite) readsAny(body *ast.BlockStmt, vars map[types.Object]bool) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && vars[cs.pass.TypesInfo.Uses[id]] {
			found = true
		}
		return !found
	})
	return found
}

// addCallers adds to set, until nothing changes, the functions of funcs
// (constructors aside) that call a function of set, or another package's
// function whose fact lists MemoryWrites.
func (cs *censusSite) addCallers(funcs []funcBody, set map[types.Object]bool) {
	imported := map[*types.Func]bool{}
	any := len(set) > 0
	for _, u := range cs.funcs {
		if g := u.Fn.Origin(); g.Pkg() != cs.pass.Pkg {
			if _, seen := imported[g]; !seen {
				f := cs.tbl.Imported(g)
				imported[g] = f != nil && len(f.MemoryWrites) > 0
				any = any || imported[g]
			}
		}
	}
	for changed := any; changed; {
		changed = false
		for _, b := range funcs {
			if set[b.obj] || cs.ctors[b.obj] {
				continue
			}
			for _, u := range cs.funcs.In(b.body) {
				if g := u.Fn.Origin(); set[g] || imported[g] {
					set[b.obj], changed = true, true
					break
				}
			}
		}
	}
}
