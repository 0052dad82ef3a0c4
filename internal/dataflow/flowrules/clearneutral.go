package flowrules

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/sema-agent/clampvet/internal/quicklookup"
	"golang.org/x/tools/go/ast/inspector"
)

// neutral reports whether n can touch neither the clamps nor a source: it
// calls no carrier, no tighten function, no function that may hand a
// source on or return one, nothing dynamic; it holds no source value; and
// it reads the output only as a value (checked by usesPlaced). The walk is
// the one both fast paths share (straightline.Neutral); fnClear is its
// judge.
func (fc *fnClear) neutral(n ast.Node) bool {
	return fc.nt.Node(n)
}

// Ident implements straightline.Judge: see neutralIdent.
func (fc *fnClear) Ident(id *ast.Ident) bool { return fc.neutralIdent(id) }

// Call implements straightline.Judge: see neutralCall.
func (fc *fnClear) Call(call *ast.CallExpr) bool { return fc.neutralCall(call) }

// Lit implements straightline.Judge: a literal of the source is placed by
// the rules that take a whole source, never neutral.
func (fc *fnClear) Lit(lit *ast.CompositeLit) bool {
	return !fc.c.r.IsSource(quicklookup.LitType(fc.c.info, lit))
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
			return !fc.c.want.funcs[obj.Origin()]
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
		if fc.c.want.funcs[g.Origin()] {
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
func (fc *fnClear) usesPlaced(cand *clearCand) bool {
	if cand.cur.Valid() {
		return fc.usesPlacedAt(cand.cur)
	}
	fc.uv.fc, fc.uv.ok, fc.uv.path = fc, true, fc.uv.path[:0]
	ast.Walk(&fc.uv, cand.body)
	return fc.uv.ok
}

// usesTypes are the nodes usesPlaced looks at: the identifiers, and the
// nodes it never clears (forbidden).
var usesTypes = []ast.Node{(*ast.Ident)(nil),
	(*ast.FuncLit)(nil), (*ast.GoStmt)(nil), (*ast.DeferStmt)(nil), (*ast.LabeledStmt)(nil), (*ast.BranchStmt)(nil),
	(*ast.ForStmt)(nil), (*ast.RangeStmt)(nil), (*ast.SwitchStmt)(nil), (*ast.TypeSwitchStmt)(nil), (*ast.SelectStmt)(nil),
	(*ast.SendStmt)(nil), (*ast.IncDecStmt)(nil), (*ast.TypeAssertExpr)(nil)}

// usesPlacedAt is usesPlaced over the inspect analyzer's events of the
// body at cur, which every run has built already: a flat loop over the
// nodes of usesTypes, each use's parent and grandparent read from its
// cursor, instead of a recursive walk of every node that keeps the path.
// The verdict is the walk's: each check reads one node and its
// enclosing ones, so the order of the checks does not matter.
func (fc *fnClear) usesPlacedAt(cur inspector.Cursor) bool {
	ok := true
	cur.Inspect(usesTypes, func(c inspector.Cursor) bool {
		// Inspect goes on to the next subtree when f declines to
		// descend: the first refusal must stick.
		if !ok {
			return false
		}
		if id, isID := c.Node().(*ast.Ident); isID {
			ok = fc.usePlacedAt(id, c)
		} else {
			ok = false // forbidden
		}
		return ok
	})
	return ok
}

// usePlacedAt is usePlaced for the identifier at c.
func (fc *fnClear) usePlacedAt(id *ast.Ident, c inspector.Cursor) bool {
	v, isVar := fc.c.info.Uses[id].(*types.Var)
	switch {
	case !isVar:
		return true
	case v == fc.out:
		if fc.allowed[id] {
			return true
		}
		parent := c.Parent()
		return fc.kind == outSpec && fc.readOfOutIn(id, parent.Node(), func() ast.Node { return parent.Parent().Node() })
	case fc.c.r.IsSource(v.Type()):
		return fc.allowed[id]
	}
	return true
}

// clearByWalk makes usesPlaced walk the syntax even where the inspector
// is at hand, so that TestUsesPlacedPaths can pair the two ways.
var clearByWalk = false

// usesVisitor is usesPlaced's walk. It lives in the function's state
// (fnClear.uv), so that the walk allocates no closure, and its path keeps
// its room from one function to the next.
type usesVisitor struct {
	fc   *fnClear
	ok   bool
	path []ast.Node
}

// Visit implements ast.Visitor.
func (v *usesVisitor) Visit(n ast.Node) ast.Visitor {
	if n == nil {
		v.path = v.path[:len(v.path)-1]
		return nil
	}
	if !v.ok || forbidden(n) {
		v.ok = false
		return nil
	}
	v.path = append(v.path, n)
	if id, isID := n.(*ast.Ident); isID {
		v.ok = v.fc.usePlaced(id, v.path)
	}
	if !v.ok {
		return nil
	}
	return v
}

// usePlaced checks one identifier at the end of path. Only a use of the
// output or of a source value needs a rule's placement, so only those are
// looked up among the placed ones.
func (fc *fnClear) usePlaced(id *ast.Ident, path []ast.Node) bool {
	v, isVar := fc.c.info.Uses[id].(*types.Var)
	switch {
	case !isVar:
		return true
	case v == fc.out:
		return fc.allowed[id] || fc.kind == outSpec && fc.readOfOut(path)
	case fc.c.r.IsSource(v.Type()):
		return fc.allowed[id]
	}
	return true
}

// readOfOut reports whether the use of the output local at the end of path
// reads it as a value, whole or one field of it: never its address, a
// method of it, a field's address or element, or a write.
func (fc *fnClear) readOfOut(path []ast.Node) bool {
	n := len(path) // the body is never a use: n >= 2
	return fc.readOfOutIn(path[n-1], path[n-2], func() ast.Node {
		if n < 3 {
			return nil // no value context
		}
		return path[n-3]
	})
}

// readOfOutIn is readOfOut for the use e in parent, grand returning
// parent's own parent (asked only when parent selects a field of e).
func (fc *fnClear) readOfOutIn(e, parent ast.Node, grand func() ast.Node) bool {
	if sel, ok := parent.(*ast.SelectorExpr); ok && sel.X == e {
		if s := fc.c.info.Selections[sel]; s == nil || s.Kind() != types.FieldVal {
			return false
		}
		e, parent = sel, grand()
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
