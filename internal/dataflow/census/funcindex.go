package census

import (
	"cmp"
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/types/typeutil"
)

// funcUse is a use of a function or method: the position of its
// identifier and the object types.Info.Uses maps it to.
type funcUse struct {
	pos  token.Pos
	fn   *types.Func
	kind uint8 // carrierUse or otherUse
}

// funcIndex is every use of a function or method in the package, sorted
// by position. The syntactic pass asks of nearly every identifier of a
// builder whether it names a function (a carrier, a target, a wanted
// function of the package); most name fields, parameters and locals. A
// search of this index, cut to the function being read, answers that
// without a lookup in types.Info.Uses, the package's largest map: an
// identifier absent from it names no function.
type funcIndex []funcUse

// sortFuncIndex sorts the uses collected in any order; uses handed on in
// position order are only checked.
func sortFuncIndex(x funcIndex) funcIndex {
	byPos := func(a, b funcUse) int { return cmp.Compare(a.pos, b.pos) }
	if !slices.IsSortedFunc(x, byPos) {
		slices.SortFunc(x, byPos)
	}
	return x
}

// in returns the uses in [n.Pos(), n.End()).
func (x funcIndex) in(n ast.Node) funcIndex {
	return x[x.search(n.Pos()):x.search(n.End())]
}

// holds reports whether a use lies in [n.Pos(), n.End()).
func (x funcIndex) holds(n ast.Node) bool {
	i := x.search(n.Pos())
	return i < len(x) && x[i].pos < n.End()
}

// search is the index of the first use at or after pos (a binary search
// written out: it runs for most identifiers of a builder).
func (x funcIndex) search(pos token.Pos) int {
	lo, hi := 0, len(x)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if x[m].pos < pos {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// of is the function id uses, or nil when id names none.
func (x funcIndex) of(id *ast.Ident) *types.Func {
	if i := x.search(id.Pos()); i < len(x) && x[i].pos == id.Pos() {
		return x[i].fn
	}
	return nil
}

// usesVar reports whether id is a use of v. An identifier resolves to an
// object of its own name, so the names are compared first: most
// identifiers a builder's walk meets are not v, and the comparison saves
// their lookup in types.Info.Uses.
func usesVar(info *types.Info, id *ast.Ident, v *types.Var) bool {
	return id.Name == v.Name() && info.Uses[id] == v
}

// staticCallee is typeutil.StaticCallee, answered from the index where
// call.Fun names its callee directly (F, x.F, pkg.F): a callee that is no
// function use is no static callee. Other shapes ask typeutil.
func (x funcIndex) staticCallee(info *types.Info, call *ast.CallExpr) *types.Func {
	var id *ast.Ident
	switch f := ast.Unparen(call.Fun).(type) {
	case *ast.Ident:
		id = f
	case *ast.SelectorExpr:
		id = f.Sel
	default:
		return typeutil.StaticCallee(info, call)
	}
	fn := x.of(id)
	if fn == nil || fn.Signature().Recv() != nil && types.IsInterface(fn.Signature().Recv().Type()) {
		return nil
	}
	return fn.Origin()
}
