package flowpass

import (
	"go/ast"
	"go/token"
	"go/types"
)

// neutral reports whether n can touch neither the clamps nor a source: it
// calls no carrier, no tighten function, no function that may hand a
// source on or return one, nothing dynamic; it holds no source value; and
// it reads the output only as a value (checked by usesPlaced).
func (fc *fnClear) neutral(n ast.Node) bool {
	ok := true
	ast.Inspect(n, func(x ast.Node) bool {
		if !ok {
			return false
		}
		switch x := x.(type) {
		case *ast.CallExpr:
			ok = fc.neutralCall(x)
		case *ast.CompositeLit:
			ok = !fc.c.r.IsSource(fc.c.info.TypeOf(x))
		case *ast.Ident:
			ok = fc.neutralIdent(x)
		}
		return ok
	})
	return ok
}

// neutralIdent refuses a use of a source value and any mention of the
// carrier, the tighten function, or a function or constructor var that may
// hand a source on or return one, outside the rules that place them (a
// mention as a value is no call the pass can follow).
func (fc *fnClear) neutralIdent(id *ast.Ident) bool {
	r, s := fc.c.r, fc.c.s
	switch obj := fc.c.info.Uses[id].(type) {
	case *types.Var:
		if obj.Pkg() != nil && obj.Parent() == obj.Pkg().Scope() && s.isCtorVar(obj) {
			return false
		}
		return !r.IsSource(obj.Type())
	case *types.Func:
		if obj == r.Carrier || r.Tighten != nil && obj == r.Tighten {
			return false
		}
		if obj.Pkg() == s.pass.Pkg {
			return !fc.c.want[obj.Origin()]
		}
		return s.kindOf(obj)&(kObligation|kCarrier|kWhole) == 0
	}
	return true
}

// neutralCall admits conversions, builtins, and static calls of functions
// that can have no obligation and return no source: not a function of this
// package the rules read (its obligations are SSA's), not one of another
// package whose facts say it hands a source on or returns a whole one, none
// with a source parameter or result.
func (fc *fnClear) neutralCall(call *ast.CallExpr) bool {
	r, s := fc.c.r, fc.c.s
	if tv, ok := fc.c.info.Types[call.Fun]; ok && (tv.IsType() || tv.IsBuiltin()) {
		return !r.IsSource(fc.c.info.TypeOf(call))
	}
	g := fc.static(call)
	if g == nil || r.IsSource(fc.c.info.TypeOf(call)) {
		return false
	}
	if g.Pkg() == s.pass.Pkg {
		if fc.c.want[g.Origin()] {
			return false
		}
	} else if s.kindOf(g)&(kObligation|kCarrier|kWhole) != 0 {
		return false
	}
	params := g.Signature().Params()
	for i := range params.Len() {
		if r.IsSource(params.At(i).Type()) {
			return false
		}
	}
	return true
}

// usesPlaced walks body once more: it refuses any forbidden node, and
// checks every use of the output and of a source value — each was placed
// by a rule, or (the output local only) is read as a value. The walk keeps
// the path from the body to the node, whose last entries are the use's
// parent and grandparent.
func (fc *fnClear) usesPlaced(body *ast.BlockStmt) bool {
	ok := true
	var path []ast.Node
	ast.Inspect(body, func(n ast.Node) bool {
		if n == nil {
			path = path[:len(path)-1]
			return false
		}
		if !ok || forbidden(n) {
			ok = false
			return false
		}
		path = append(path, n)
		id, isID := n.(*ast.Ident)
		if !isID || fc.allowed[id] {
			return true
		}
		v, isVar := fc.c.info.Uses[id].(*types.Var)
		switch {
		case !isVar:
		case v == fc.out:
			ok = fc.kind == outSpec && fc.readOfOut(path)
		case fc.c.r.IsSource(v.Type()):
			ok = false
		}
		return ok
	})
	return ok
}

// readOfOut reports whether the use of the output local at the end of path
// reads it as a value, whole or one field of it: never its address, a
// method of it, a field's address or element, or a write.
func (fc *fnClear) readOfOut(path []ast.Node) bool {
	n := len(path)
	e, parent := path[n-1], path[n-2] // the body is never a use
	if sel, ok := parent.(*ast.SelectorExpr); ok && sel.X == e {
		if s := fc.c.info.Selections[sel]; s == nil || s.Kind() != types.FieldVal || n < 3 {
			return false
		}
		e, parent = sel, path[n-3]
	}
	return valueContext(e, parent)
}

// valueContext reports whether parent only reads e's value.
func valueContext(e, parent ast.Node) bool {
	switch p := parent.(type) {
	case *ast.AssignStmt:
		for _, l := range p.Lhs {
			if l == e {
				return false
			}
		}
		return true
	case *ast.UnaryExpr:
		return p.Op != token.AND
	case *ast.CallExpr:
		return p.Fun != e
	case *ast.KeyValueExpr:
		return p.Value == e
	case *ast.ValueSpec, *ast.BinaryExpr, *ast.CompositeLit, *ast.IfStmt, *ast.StarExpr:
		return true
	}
	return false
}
