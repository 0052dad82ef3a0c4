package roles

import (
	"fmt"
	"go/ast"
	"go/types"
	"strings"

	"github.com/sema-agent/clampvet/internal/directive"
	"github.com/sema-agent/clampvet/internal/exprshape"
	"github.com/sema-agent/clampvet/internal/kinds"
	"golang.org/x/tools/go/analysis"
)

// SeatList is the //clampvet:seats var declared in the package.
type SeatList struct {
	Found directive.Found
	// Problems are every way the list departs from a closed literal of
	// string literals equal, in order, to the carrier's seats (clampseats
	// reports them).
	Problems Problems
}

// seatElement is one string-literal element of the seat list.
type seatElement struct {
	name string
	expr ast.Expr
}

// readSeatList checks the seat list: a closed composite literal ([]string,
// [N]string or [...]string) of string literals equal, in order, to the
// local source's field names.
//
// Only string literals are read. A named constant, even one whose value is
// right, is refused: the list is the place a reader reads the seats from,
// and a name there reads as nothing without resolving it elsewhere.
func readSeatList(pass *analysis.Pass, f directive.Found, c *Carrier) *SeatList {
	l := &SeatList{Found: f}
	elems, ok := l.elements(pass)
	if !ok {
		return l
	}
	switch {
	case c == nil:
		l.Problems.rangef(kinds.SeatListWithoutCarrier, f.Name, "seat list %s has no carrier to compare with: declare a //clampvet:carrier func in this package", f.Name.Name)
	case c.Source != nil: // a carrier whose source cannot be read has its own finding
		l.compare(pass.Pkg, elems, c.Source)
	}
	return l
}

// elements reads the list's literal and its string-literal elements,
// recording every shape it cannot read; ok is false when the list as a
// whole cannot be compared.
func (l *SeatList) elements(pass *analysis.Pass) (elems []seatElement, ok bool) {
	f := l.Found
	name := f.Name.Name
	if f.Value == nil {
		l.Problems.rangef(kinds.SeatListShape, f.Name, "seat list %s has no initializer: expected a []string literal of the seats in field order", name)
		return nil, false
	}
	lit, isLit := ast.Unparen(f.Value).(*ast.CompositeLit)
	if !isLit {
		l.Problems.rangef(kinds.SeatListShape, f.Value, "seat list %s is initialized by %s: expected a []string literal", name, exprshape.Describe(pass.TypesInfo, f.Value))
		return nil, false
	}
	if !l.stringList(pass, lit) {
		return nil, false
	}
	ok = true
	for i, e := range lit.Elts {
		if kv, isKV := e.(*ast.KeyValueExpr); isKV {
			l.Problems.rangef(kinds.SeatListShape, e, "element %d of seat list %s has an index key (%s): remove the key", i, name, exprshape.Source(kv.Key))
			ok = false
			continue
		}
		s, isStr := exprshape.StringLit(e)
		if !isStr {
			l.Problems.rangef(kinds.SeatListShape, e, "element %d of seat list %s is %s: expected a string literal", i, name, exprshape.Describe(pass.TypesInfo, e))
			ok = false
			continue
		}
		elems = append(elems, seatElement{s, e})
	}
	return elems, ok
}

// stringList reports whether lit is a slice or array literal of strings
// that gives every element of its type (an array literal that gives fewer
// leaves the rest empty strings).
func (l *SeatList) stringList(pass *analysis.Pass, lit *ast.CompositeLit) bool {
	name := l.Found.Name.Name
	t := pass.TypesInfo.TypeOf(lit)
	if t == nil {
		return false // not type-checked (only with RunDespiteErrors)
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
			l.Problems.rangef(kinds.SeatListShape, lit, "seat list %s has %s but its array length is %d: use [...]string or []string", name, n, u.Len())
			return false
		}
	}
	if !isStringType(elem) {
		l.Problems.rangef(kinds.SeatListShape, lit, "seat list %s is a %s literal: expected []string or an array of string", name, typeString(pass.Pkg, t))
		return false
	}
	return true
}

// compare records each element that is repeated, not a seat or out of
// field order, and each seat the list misses.
func (l *SeatList) compare(pkg *types.Package, elems []seatElement, src *Source) {
	name := l.Found.Name.Name
	lit := ast.Unparen(l.Found.Value).(*ast.CompositeLit)
	seats := src.Names()
	order := make(map[string]int, len(seats))
	for i, s := range seats {
		order[s] = i
	}
	srcName := typeString(pkg, src.Named)
	fields := strings.Join(seats, ", ")

	seen := make(map[string]bool)
	var kept []seatElement
	for _, e := range elems {
		_, isSeat := order[e.name]
		switch {
		case seen[e.name]:
			l.Problems.rangef(kinds.SeatListMismatch, e.expr, "seat list %s names %q twice: list each seat once", name, e.name)
		case !isSeat:
			l.Problems.rangef(kinds.SeatListMismatch, e.expr, "seat list %s names %q, not a seat of %s (seats: %s)", name, e.name, srcName, fields)
		default:
			kept = append(kept, e)
		}
		seen[e.name] = true
	}
	for _, s := range seats {
		if !seen[s] {
			l.Problems.rangef(kinds.SeatListMismatch, lit, "seat list %s is missing seat %s of %s: expected %s", name, s, srcName, fields)
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
			l.Problems.rangef(kinds.SeatListMismatch, e.expr, "seat list %s lists %q out of order: expected the field order of %s: %s", name, e.name, srcName, fields)
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
