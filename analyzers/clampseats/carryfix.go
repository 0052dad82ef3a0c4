package clampseats

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/sema-agent/clampvet/internal/roles"
	"golang.org/x/tools/go/analysis"
)

// A suggested fix must never drop a clamp: writing an omitted seat's zero
// value would turn "this lane forgot the seat" into "this lane carries
// nothing there", which is the bug the analyzer exists to prevent. So the
// fix writes an omitted seat only from the value the literal's other seats
// are carried from, and otherwise there is no fix: a person decides, and
// an explicit zero is a sentence a person writes.

// carryFix adds "Seat: base.Seat" for each omitted seat when every seat
// the literal gives is read as base.Seat from one base expression, and
// base has, for every omitted seat, a field of that name (promoted fields
// included) assignable to the seat. Each is placed before the first given
// seat that follows it in field order (or at the end), so a literal written
// in field order stays in field order. It returns nil in every other case.
func (c *checker) carryFix(lit *ast.CompositeLit, s *roles.Source, omitted []*types.Var) []analysis.SuggestedFix {
	base := c.carriedBase(lit)
	if base == nil {
		return nil
	}
	baseText := types.ExprString(base)
	baseType := c.pass.TypesInfo.TypeOf(base)
	parts := make([]string, len(omitted))
	for i, f := range omitted {
		if !f.Exported() && f.Pkg() != c.pass.Pkg {
			return nil // the key cannot be written here
		}
		obj, _, _ := types.LookupFieldOrMethod(baseType, true, c.pass.Pkg, f.Name())
		v, ok := obj.(*types.Var)
		if !ok || !v.IsField() || !types.AssignableTo(v.Type(), f.Type()) {
			return nil
		}
		parts[i] = f.Name() + ": " + baseText + "." + f.Name()
	}
	return []analysis.SuggestedFix{{
		Message:   fmt.Sprintf("carry %s from %s, as the other seats are", joinNames(omitted), baseText),
		TextEdits: c.insertSeats(lit, s, omitted, parts),
	}}
}

// carriedBase returns the one expression every element of the keyed
// literal lit reads its seat from, as base.Seat, or nil. A base is a
// variable (local, or package-level, possibly qualified) followed by field
// selections only: reading it again reads the same value, with no call,
// index or conversion whose result could differ.
func (c *checker) carriedBase(lit *ast.CompositeLit) ast.Expr {
	var base ast.Expr
	var root types.Object
	for _, e := range lit.Elts {
		kv, ok := e.(*ast.KeyValueExpr)
		if !ok {
			return nil
		}
		key, ok := kv.Key.(*ast.Ident)
		sel, isSel := kv.Value.(*ast.SelectorExpr)
		if !ok || !isSel || sel.Sel.Name != key.Name || !c.isField(sel) {
			return nil
		}
		r := c.pathRoot(sel.X)
		switch {
		case r == nil:
			return nil
		case base == nil:
			base, root = sel.X, r
		case r != root || types.ExprString(sel.X) != types.ExprString(base):
			return nil
		}
	}
	return base
}

// isField reports whether sel selects a field (not a method, not a
// qualified identifier).
func (c *checker) isField(sel *ast.SelectorExpr) bool {
	s, ok := c.pass.TypesInfo.Selections[sel]
	return ok && s.Kind() == types.FieldVal
}

// pathRoot returns the variable a selector path of fields starts from, or
// nil when e is not such a path: x, x.F.G, pkg.V, pkg.V.F.
func (c *checker) pathRoot(e ast.Expr) types.Object {
	info := c.pass.TypesInfo
	switch e := e.(type) {
	case *ast.Ident:
		if v, ok := info.Uses[e].(*types.Var); ok {
			return v
		}
	case *ast.SelectorExpr:
		if c.isField(e) {
			return c.pathRoot(e.X)
		}
		if x, ok := e.X.(*ast.Ident); ok {
			if _, isPkg := info.Uses[x].(*types.PkgName); isPkg {
				if v, ok := info.Uses[e.Sel].(*types.Var); ok {
					return v
				}
			}
		}
	}
	return nil
}

// insertSeats returns the edits that add parts[i] ("Seat: value") for each
// omitted seat i, in field order: before the first given seat that follows
// it, or at the end of the literal, one per line in a multi-line literal.
func (c *checker) insertSeats(lit *ast.CompositeLit, s *roles.Source, omitted []*types.Var, parts []string) []analysis.TextEdit {
	order := make(map[string]int, len(s.Seats))
	for i, f := range s.Seats {
		order[f.Name()] = i
	}
	// anchors[i] is the element before which omitted seat i goes, or nil
	// for the end of the literal.
	anchors := make([]ast.Expr, len(omitted))
	for i, f := range omitted {
		best := len(s.Seats)
		for _, e := range lit.Elts {
			if kv, ok := e.(*ast.KeyValueExpr); ok {
				if id, ok := kv.Key.(*ast.Ident); ok {
					if j, ok := order[id.Name]; ok && j > order[f.Name()] && j < best {
						best, anchors[i] = j, e
					}
				}
			}
		}
	}
	line := func(pos token.Pos) int { return c.pass.Fset.Position(pos).Line }
	multiLine := line(lit.Lbrace) != line(lit.Rbrace)
	var edits []analysis.TextEdit
	for i := 0; i < len(parts); {
		// Omitted seats are in field order, so those sharing an anchor
		// are adjacent: one edit each run.
		j := i + 1
		for j < len(parts) && anchors[j] == anchors[i] {
			j++
		}
		run := parts[i:j]
		var pos token.Pos
		var text string
		switch {
		case anchors[i] != nil && multiLine:
			pos, text = anchors[i].Pos(), strings.Join(run, ",\n")+",\n"
		case anchors[i] != nil:
			pos, text = anchors[i].Pos(), strings.Join(run, ", ")+", "
		case line(lit.Elts[len(lit.Elts)-1].End()) == line(lit.Rbrace):
			pos, text = lit.Elts[len(lit.Elts)-1].End(), ", "+strings.Join(run, ", ")
		default:
			// The brace on its own line: one seat per line before it.
			pos, text = lit.Rbrace, strings.Join(run, ",\n")+",\n"
		}
		edits = append(edits, analysis.TextEdit{Pos: pos, End: pos, NewText: []byte(text)})
		i = j
	}
	return edits
}
