package census

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/sema-agent/clampvet/internal/dataflow/flow"
	"github.com/sema-agent/clampvet/internal/kinds"
	"golang.org/x/tools/go/ssa"
)

// callOrigin is the origin of a call's result: a root or a constructor is
// clean; the tighten function is clean when either operand is (it can only
// tighten), and otherwise keeps its first operand's origin; another
// function's result is its summary (this package) or its fact (another),
// with the arguments its clean returns depend on.
func (c *Census) callOrigin(call *ssa.Call) verdict {
	common := &call.Call
	if common.IsInvoke() {
		return bad(call.Pos(), kinds.SpecOriginUnfollowed, "the result of interface method %s", common.Method.Name())
	}
	g := staticFunc(common)
	if g == nil {
		return c.funcValueCall(call)
	}
	switch {
	case c.env.Root != nil && c.env.Root(g):
		return origins(Origin{Func: c.funcOf(g), Root: true})
	case c.env.Tighten != nil && c.env.Tighten(g) && len(common.Args) > 0:
		first := c.origin(common.Args[0])
		if len(first.faults) > 0 && len(common.Args) > 1 {
			if second := c.origin(common.Args[1]); len(second.faults) == 0 {
				return second
			}
		}
		return first
	}
	if c.isConstructor(g) {
		return origins(Origin{Func: c.funcOf(g)})
	}
	if local := c.byObj[g]; local != nil {
		if got, ok := c.sums[local]; ok && got == nil {
			return bad(call.Pos(), kinds.SpecOriginUnfollowed, "a spec from a recursive call of %s", c.name(g))
		}
		sum := c.summary(local)
		if len(sum.faults) > 0 {
			// The fault is g's own: its kind and remedy say what to mend there.
			inner := sum.faults[0]
			v := bad(call.Pos(), inner.kind, "a result of %s, which returns %s", c.name(g), asReturned(inner.what))
			v.faults[0].remedy = inner.remedy
			return v
		}
		return union(origins(sum.origins...), c.args(common, sum.params()))
	}
	if c.env.Cleared != nil && g.Pkg() == c.env.Pkg {
		if f, ok := c.env.Cleared(g); ok && f.Clean {
			return union(origins(f.Origins...), c.args(common, f.From))
		}
	}
	if f, ok := c.imported(g); ok && f.Clean {
		return union(origins(f.Origins...), c.args(common, f.From))
	} else if ok && f.Written != "" {
		v := bad(call.Pos(), kinds.SeatWrittenAfterClamps, "a result of %s, which returns %s", c.name(g), f.Written)
		v.faults[0].remedy = "write it first"
		return v
	} else if ok && f.Constructor { // not trusted: see trusted
		v := bad(call.Pos(), kinds.SpecResultNotKnownClean, "a result of %s, which has findings", c.name(g))
		v.faults[0].remedy = "fix them there"
		return v
	}
	return bad(call.Pos(), kinds.SpecResultNotKnownClean, "a result of %s, not known clean", c.name(g))
}

// args is the union of the origins of the arguments at params.
func (c *Census) args(common *ssa.CallCommon, params []int) verdict {
	out := verdict{}
	for _, p := range params {
		if p < len(common.Args) {
			out = union(out, c.origin(common.Args[p]))
		}
	}
	return out
}

// funcValueCall: a call through a package-level var initialized with a
// func literal that calls the carrier is a constructor call; any other
// func value's result cannot be followed.
func (c *Census) funcValueCall(call *ssa.Call) verdict {
	if ld, ok := call.Call.Value.(*ssa.UnOp); ok && ld.Op == token.MUL {
		if g, ok := ld.X.(*ssa.Global); ok {
			if v, ok := g.Object().(*types.Var); ok {
				if c.constructorVar(v) {
					return origins(Origin{Func: Func{Pkg: v.Pkg().Path(), Name: v.Name(), File: fileOf(c.env.Fset, v.Pos())}})
				}
				return bad(call.Pos(), kinds.SpecResultNotKnownClean, "a result of func var %s, not known clean", c.varName(v))
			}
		}
	}
	if ts := tablesOf(call.Call.Value); len(ts) > 0 {
		out := verdict{}
		for _, t := range ts {
			if !c.constructorVar(t) {
				return bad(call.Pos(), kinds.SpecResultNotKnownClean, "a result of table %s, not known clean", c.varName(t))
			}
			out = union(out, origins(Origin{Func: Func{Pkg: t.Pkg().Path(), Name: t.Name(), File: fileOf(c.env.Fset, t.Pos())}}))
		}
		return out
	}
	return bad(call.Pos(), kinds.SpecOriginUnfollowed, "the result of a func value call")
}

// tablesOf returns the package-level variables whose tables the func
// value v is an entry of, each once, or nil when v is not read from one
// on every path.
func tablesOf(v ssa.Value) []*types.Var {
	var out []*types.Var
	if !tableOf(v, 0, &out) {
		return nil
	}
	return out
}

// tableOf adds to out the package-level variables whose tables the func
// value v is an entry of (read by a map lookup, an index or a range, at
// any depth of the table; through phis whose every edge is such an
// entry), and reports whether v is one. The flow rules keep a constructor
// table the literal it is declared with, so such an entry is one of its
// literals.
func tableOf(v ssa.Value, depth int, out *[]*types.Var) bool {
	if depth > 32 {
		return false // a chain of phis this long: not followed
	}
	var t *types.Var
	switch x := v.(type) {
	case *ssa.Phi:
		for _, e := range x.Edges {
			if e != x && !tableOf(e, depth+1, out) {
				return false
			}
		}
		return true
	case *ssa.UnOp:
		if x.Op == token.MUL {
			t = entryOf(x.X, depth)
		}
	case *ssa.Lookup, *ssa.Index, *ssa.Extract:
		t = entryOf(v, depth)
	}
	if t == nil {
		return false
	}
	if !slices.Contains(*out, t) {
		*out = append(*out, t)
	}
	return true
}

// entryOf returns the package-level variable an entry at v (the address
// or value of an element) is read from, or nil.
func entryOf(v ssa.Value, depth int) *types.Var {
	for range 32 {
		switch x := v.(type) {
		case *ssa.IndexAddr:
			v = x.X
		case *ssa.Index:
			v = x.X
		case *ssa.Lookup:
			v = x.X
		case *ssa.FieldAddr:
			v = x.X
		case *ssa.Field:
			v = x.X
		case *ssa.UnOp:
			if x.Op != token.MUL {
				return nil
			}
			v = x.X
		case *ssa.Extract:
			switch t := x.Tuple.(type) {
			case *ssa.Lookup: // comma-ok: the value
				if x.Index != 0 {
					return nil
				}
				v = t.X
			case *ssa.Next: // range over a map: the value
				r, ok := t.Iter.(*ssa.Range)
				if !ok || x.Index != 2 || t.IsString {
					return nil
				}
				v = r.X
			default:
				return nil
			}
		case *ssa.Global:
			tv, _ := x.Object().(*types.Var)
			return tv
		case *ssa.Phi:
			var ts []*types.Var
			if !tableOf(x, depth+1, &ts) || len(ts) != 1 {
				return nil // entries of different tables: not one table's
			}
			return ts[0]
		default:
			return nil
		}
	}
	return nil
}

// varName names a package-level var for a message, by package name
// outside this package.
func (c *Census) varName(v *types.Var) string {
	if v.Pkg() != nil && v.Pkg() != c.env.Pkg {
		return v.Pkg().Name() + "." + v.Name()
	}
	return v.Name()
}

// constructorVar reports whether v is a package-level var initialized with
// a func literal that calls the carrier.
func (c *Census) constructorVar(v *types.Var) bool {
	if v.Pkg() == c.env.Pkg {
		return c.env.VarCtor != nil && c.env.VarCtor(v)
	}
	f, ok := c.imported(v)
	return ok && trusted(f, v, c.env.Module)
}

// summary is the origin of every spec fn returns, over fn's parameters. A
// function met again while being summarized fails closed.
func (c *Census) summary(fn *ssa.Function) verdict {
	if got, ok := c.sums[fn]; ok {
		if got == nil {
			return bad(fn.Pos(), kinds.SpecOriginUnfollowed, "a spec from a recursive call")
		}
		return *got
	}
	c.sums[fn] = nil
	out := verdict{}
	for _, ret := range returns(fn) {
		if errorPath(ret) {
			continue
		}
		for i, r := range ret.Results {
			// A result of a type parameter's type may be a spec: a
			// generic helper (must(ChildSpec(p))) passes on what it is given.
			if t := fn.Signature.Results().At(i).Type(); c.env.Spec.CarriesElems(t) || hasTypeParam(t) {
				out = union(out, c.returned(r, ret))
			}
		}
	}
	c.sums[fn] = &out
	return out
}

// returned is the verdict on r, a spec-carrying result that ret returns:
// its origin, and, where that is clean, what was written to it between
// its clamps and the return (a helper that builds a task from a
// constructor and widens it before returning it hands on a loosened spec,
// as one that starts it would).
func (c *Census) returned(r ssa.Value, ret *ssa.Return) verdict {
	v := c.origin(r)
	if len(v.faults) > 0 {
		return v
	}
	if l := c.loosened(r, ret); len(l.faults) > 0 {
		l.origins = v.origins
		return l
	}
	return v
}

// asReturned words a fault's what as what a function returns: "a spec
// literal" as it is, "written after its clamps (seat S)" as "a spec
// written after its clamps (seat S)".
func asReturned(what string) string {
	if strings.HasPrefix(what, "a ") {
		return what
	}
	return "a spec " + what
}

// returns lists fn's reachable return instructions.
func returns(fn *ssa.Function) []*ssa.Return {
	var out []*ssa.Return
	for _, b := range fn.Blocks {
		if b.Index != 0 && len(b.Preds) == 0 {
			continue
		}
		if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok {
			out = append(out, ret)
		}
	}
	return out
}

var errorType = types.Universe.Lookup("error").Type()

// errorPath reports whether ret returns an error that is not nil: the
// spec it returns with it is not used.
func errorPath(ret *ssa.Return) bool {
	n := len(ret.Results)
	if n == 0 || !types.Identical(ret.Results[n-1].Type(), errorType) {
		return false
	}
	k, ok := ret.Results[n-1].(*ssa.Const)
	return !ok || !k.IsNil()
}

// facts records the facts of the package's declared functions and vars.
func (c *Census) facts(res *Result) {
	for _, fn := range c.fns {
		obj := fn.Object()
		if obj == nil {
			continue
		}
		f := &Fact{Constructor: c.ctors[fn], Reaches: append([]int{}, c.obliged[fn]...), Loosens: c.loosens(fn), MemoryWrites: c.memoryWrites(fn)}
		if len(f.Reaches) > 0 {
			f.Sinks = sortedFuncs(c.sinks[fn])
		}
		if !f.Constructor && returnsCarry(c, fn) {
			if sum := c.summary(fn); len(sum.faults) == 0 {
				f.Clean, f.From, f.Origins = true, sum.params(), sortedOrigins(sum.origins)
			} else if sum.faults[0].kind == kinds.SeatWrittenAfterClamps {
				f.Written = asReturned(sum.faults[0].what)
			}
		}
		if !empty(f) {
			res.Facts[obj] = f
		}
	}
	if c.env.VarCtor == nil {
		return
	}
	for _, m := range c.env.Pkg.Scope().Names() {
		if v, ok := c.env.Pkg.Scope().Lookup(m).(*types.Var); ok && c.constructorVar(v) {
			res.Facts[v] = &Fact{Constructor: true, Loosens: c.varLoosens(v)}
		}
	}
}

func returnsCarry(c *Census, fn *ssa.Function) bool {
	res := fn.Signature.Results()
	for i := range res.Len() {
		if c.env.Spec.CarriesElems(res.At(i).Type()) {
			return true
		}
	}
	return false
}

// nodeAt is the range of the innermost expression of fn's syntax that
// holds pos (a literal, a call, a selector, a send), pos alone when none
// does.
func nodeAt(fn *ssa.Function, pos token.Pos) (token.Pos, token.Pos) {
	return flow.NodeAt(fn, pos, originExpr)
}

// originExpr reports whether n is an expression a census finding
// highlights: a spec's origin, or the call or send that hands it on.
func originExpr(n ast.Node) bool {
	switch n.(type) {
	case *ast.CompositeLit, *ast.CallExpr, *ast.SelectorExpr, *ast.IndexExpr, *ast.Ident, *ast.UnaryExpr, *ast.StarExpr, *ast.FuncLit,
		*ast.SendStmt:
		return true
	}
	return false
}

// hasTypeParam reports whether t is, or is built of, a type parameter.
func hasTypeParam(t types.Type) bool {
	for range 8 {
		switch u := types.Unalias(t).(type) {
		case *types.TypeParam:
			return true
		case *types.Pointer:
			t = u.Elem()
		case *types.Slice:
			t = u.Elem()
		case *types.Array:
			t = u.Elem()
		case *types.Map:
			t = u.Elem()
		default:
			return false
		}
	}
	return false
}
