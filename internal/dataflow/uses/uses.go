// Package uses is the index of a package's uses of functions and methods,
// built once per package by the flow rules' one pass over
// types.Info.Uses and read by every part of the dataflow, as x/tools'
// typeindex is read by the passes that require it.
//
// The syntactic passes ask of nearly every identifier of a body whether
// it names a function (a carrier, a sink, a function of the package);
// most name fields, parameters and locals. A search of this index, cut to
// the body being read, answers that without a lookup in types.Info.Uses,
// the package's largest map: an identifier absent from it names no
// function.
package uses

import (
	"cmp"
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/types/typeutil"
)

// Use is one identifier that uses a function or method, and the function.
type Use struct {
	ID *ast.Ident
	Fn *types.Func
}

// Index is every use of a function or method in a package, sorted by the
// position of its identifier.
type Index []Use

// Sort sorts x by position and returns it.
func Sort(x Index) Index {
	slices.SortFunc(x, func(a, b Use) int { return cmp.Compare(a.ID.Pos(), b.ID.Pos()) })
	return x
}

// Within returns the uses in [pos, end).
func (x Index) Within(pos, end token.Pos) Index { return x[x.search(pos):x.search(end)] }

// In returns the uses in n.
func (x Index) In(n ast.Node) Index { return x.Within(n.Pos(), n.End()) }

// Holds reports whether a use lies in n.
func (x Index) Holds(n ast.Node) bool {
	i := x.search(n.Pos())
	return i < len(x) && x[i].ID.Pos() < n.End()
}

// search is the index of the first use at or after pos (a binary search
// written out: it runs for most identifiers of a body).
func (x Index) search(pos token.Pos) int {
	lo, hi := 0, len(x)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if x[m].ID.Pos() < pos {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// Of is the function id uses, or nil when id names none.
func (x Index) Of(id *ast.Ident) *types.Func {
	if i := x.search(id.Pos()); i < len(x) && x[i].ID == id {
		return x[i].Fn
	}
	return nil
}

// StaticCallee is typeutil.StaticCallee, answered from the index where
// call.Fun names its callee directly (F, x.F, pkg.F): a callee that is no
// function use is no static callee, and an interface method is none
// either. Other shapes ask typeutil.
func (x Index) StaticCallee(info *types.Info, call *ast.CallExpr) *types.Func {
	var id *ast.Ident
	switch f := ast.Unparen(call.Fun).(type) {
	case *ast.Ident:
		id = f
	case *ast.SelectorExpr:
		id = f.Sel
	default:
		return typeutil.StaticCallee(info, call)
	}
	fn := x.Of(id)
	if fn == nil || fn.Signature().Recv() != nil && types.IsInterface(fn.Signature().Recv().Type()) {
		return nil
	}
	return fn.Origin()
}
