package flowrules

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/sema-agent/clampvet/internal/dataflow/straightline"
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
	return !fc.c.r.IsSource(fc.c.info.TypeOf(lit))
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
// with a source parameter or result, none handed a value that shares a
// seat's elements.
func (fc *fnClear) neutralCall(call *ast.CallExpr) bool {
	r, s := fc.c.r, fc.c.s
	if tv, ok := fc.c.info.Types[call.Fun]; ok && (tv.IsType() || tv.IsBuiltin()) {
		return !r.IsSource(fc.c.info.TypeOf(call)) && !straightline.WritesElements(fc.c.info, call)
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
	// Handed a seat's slice or map, it may write its elements: SSA reads
	// its summary.
	for _, a := range call.Args {
		if fc.sharesSeat(a) {
			return false
		}
	}
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && fc.sharesSeat(sel.X) {
		return false // a method of the seat's type
	}
	return true
}

// sharesSeat reports whether e, or what it converts (any(deny),
// sort.StringSlice(deny)), may share its elements with a seat.
func (fc *fnClear) sharesSeat(e ast.Expr) bool {
	for {
		if fc.c.r.SharesSeatElements(fc.c.info.TypeOf(e)) {
			return true
		}
		conv, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok || len(conv.Args) != 1 {
			return false
		}
		if tv, ok := fc.c.info.Types[conv.Fun]; !ok || !tv.IsType() {
			return false
		}
		e = conv.Args[0]
	}
}

// usesPlaced reads the body once more, over the inspect analyzer's
// events of it (at cand.cur), which every run has built already: it
// refuses any node the pass never clears, and checks every use of the
// output and of a source value — each was placed by a rule, or (the output
// local only) is read as a value. Without the body's cursor (no inspector)
// it declines.
func (fc *fnClear) usesPlaced(cand *clearCand) bool {
	if !cand.cur.Valid() {
		return false
	}
	ok := true
	cand.cur.Inspect(usesTypes, func(c inspector.Cursor) bool {
		// Inspect goes on to the next subtree when f declines to
		// descend: the first refusal must stick.
		if !ok {
			return false
		}
		if id, isID := c.Node().(*ast.Ident); isID {
			ok = fc.usePlacedAt(id, c)
		} else {
			ok = false // a node of usesTypes the pass never clears
		}
		return ok
	})
	return ok
}

// usesTypes are the nodes usesPlaced looks at: the identifiers, and the
// expressions the pass never clears wherever a rule read past them: a
// closure, a type assertion. (Every statement it does not follow,
// straightline.Read refused already.)
var usesTypes = []ast.Node{(*ast.Ident)(nil), (*ast.FuncLit)(nil), (*ast.TypeAssertExpr)(nil)}

// usePlacedAt checks the identifier at c. Only a use of the output or of
// a source value needs a rule's placement, so only those are looked up
// among the placed ones.
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
	case slices.Contains(fc.seatRoots, v):
		return fc.allowed[id] || fc.readOfRootIn(id, c)
	}
	return true
}

// readOfOutIn reports whether the use e of the output local, in parent,
// reads it as a value, whole or one field of it: never its address, a
// method of it, a field's address or element, or a write. grand returns
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
