package clampseats

import (
	"fmt"
	"go/ast"
	"go/types"
	"strings"

	"github.com/sema-agent/clampvet/internal/directive"
	"github.com/sema-agent/clampvet/internal/exprshape"
)

// checkSeatList checks the //clampvet:seats var: a closed composite literal
// of string literals equal, in order, to the local source's field names.
//
// Only string literals are read. A named constant, even one whose value is
// right, is refused: the list is the place a reader (and the scan of the
// original engine) reads the seats from, and a name there reads as nothing
// without resolving it elsewhere.
func (c *checker) checkSeatList(f directive.Found, src *source, hasCarrier bool) {
	pass := c.pass
	name := f.Name.Name
	if f.Value == nil {
		pass.ReportRangef(f.Name, "seat list %s has no initializer: expected a composite literal of string literals, one per seat in field order", name)
		return
	}
	lit, ok := ast.Unparen(f.Value).(*ast.CompositeLit)
	if !ok {
		pass.ReportRangef(f.Value, "seat list %s is initialized by %s: expected a composite literal of string literals, one per seat in field order", name, exprshape.Describe(pass.TypesInfo, f.Value))
		return
	}
	t := pass.TypesInfo.TypeOf(lit)
	if t == nil {
		return // not type-checked (only with RunDespiteErrors)
	}
	var elem types.Type
	switch u := t.Underlying().(type) {
	case *types.Slice:
		elem = u.Elem()
	case *types.Array:
		elem = u.Elem()
		if u.Len() != int64(len(lit.Elts)) {
			n := fmt.Sprintf("%d elements", len(lit.Elts))
			if len(lit.Elts) == 1 {
				n = "1 element"
			}
			pass.ReportRangef(lit, "seat list %s has %s but its array type has length %d: the rest are empty strings; use [...]string or []string", name, n, u.Len())
			return
		}
	}
	if !isStringType(elem) {
		pass.ReportRangef(lit, "seat list %s is a %s literal: expected []string or an array of string", name, c.typeString(t))
		return
	}

	// Read each element; an element that is not a string literal is a
	// finding, and then the list as a whole cannot be compared.
	type element struct {
		name string
		expr ast.Expr
	}
	var elems []element
	readable := true
	for i, e := range lit.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			pass.ReportRangef(e, "element %d of seat list %s has an index key (%s): expected plain string literals in field order", i, name, exprshape.Source(kv.Key))
			readable = false
			continue
		}
		s, ok := exprshape.StringLit(e)
		if !ok {
			pass.ReportRangef(e, "element %d of seat list %s is %s: expected a string literal", i, name, exprshape.Describe(pass.TypesInfo, e))
			readable = false
			continue
		}
		elems = append(elems, element{s, e})
	}
	if !readable {
		return
	}

	if src == nil {
		if !hasCarrier {
			pass.ReportRangef(f.Name, "seat list %s has no carrier to compare with: declare the //clampvet:carrier func in package %s, next to the seat list", name, pass.Pkg.Path())
		}
		// A carrier whose source cannot be read has its own finding.
		return
	}

	seats := src.names()
	order := make(map[string]int, len(seats))
	for i, s := range seats {
		order[s] = i
	}
	srcName := c.typeString(src.named)
	fields := strings.Join(seats, ", ")

	// Duplicates and names that are not seats.
	seen := make(map[string]bool)
	var kept []element
	for _, e := range elems {
		switch {
		case seen[e.name]:
			pass.ReportRangef(e.expr, "seat list %s names %q twice: list each seat once", name, e.name)
		case !isSeat(order, e.name):
			pass.ReportRangef(e.expr, "seat list %s names %q, which is not a seat of %s (its fields are %s)", name, e.name, srcName, fields)
		default:
			kept = append(kept, e)
		}
		seen[e.name] = true
	}
	// Missing seats.
	for _, s := range seats {
		if !seen[s] {
			pass.ReportRangef(lit, "seat list %s is missing seat %s of %s: expected %s", name, s, srcName, fields)
		}
	}
	// Order: the elements outside a longest run in field order are the
	// ones out of place.
	idx := make([]int, len(kept))
	for i, e := range kept {
		idx[i] = order[e.name]
	}
	inOrder := longestIncreasing(idx)
	for i, e := range kept {
		if !inOrder[i] {
			pass.ReportRangef(e.expr, "seat list %s lists %q out of order: expected the field order of %s: %s", name, e.name, srcName, fields)
		}
	}
}

// isStringType reports whether t (possibly nil) is a string type.
func isStringType(t types.Type) bool {
	if t == nil {
		return false
	}
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

func isSeat(m map[string]int, k string) bool {
	_, ok := m[k]
	return ok
}

// longestIncreasing marks the members of a longest strictly increasing
// subsequence of xs (the first such, scanning left to right).
func longestIncreasing(xs []int) []bool {
	n := len(xs)
	length := make([]int, n)
	prev := make([]int, n)
	best := -1
	for i := range n {
		length[i], prev[i] = 1, -1
		for j := range i {
			if xs[j] < xs[i] && length[j]+1 > length[i] {
				length[i], prev[i] = length[j]+1, j
			}
		}
		if best < 0 || length[i] > length[best] {
			best = i
		}
	}
	in := make([]bool, n)
	for i := best; i >= 0; i = prev[i] {
		in[i] = true
	}
	return in
}
