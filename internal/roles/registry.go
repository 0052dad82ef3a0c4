package roles

import (
	"go/ast"
	"go/types"
	"strconv"

	"github.com/sema-agent/clampvet/internal/directive"
	"github.com/sema-agent/clampvet/internal/exprshape"
	"github.com/sema-agent/clampvet/internal/kinds"
	"golang.org/x/tools/go/analysis"
)

// rowShape is what every finding about the registry's shape asks for.
const rowShape = `a []string literal`

// Registry is the //clampvet:registry var declared in the package.
type Registry struct {
	Found directive.Found
	// Rows are the string-literal elements, in source order.
	Rows []Row
	// Problems are every way the registry is not a closed literal of
	// string literals (constructors reports them).
	Problems Problems
}

// Row is one string-literal element of the registry.
type Row struct {
	Lit   ast.Expr // the element, a possibly parenthesized string literal
	Value string
}

// readRegistry checks that the registry is a closed literal — a []string
// or [N]string composite literal whose every element is a string literal,
// listing at least one row and, for an array, exactly as many as its
// length — records every element (or the whole initializer) that is not,
// and keeps the rows it can read.
func readRegistry(pass *analysis.Pass, reg directive.Found) *Registry {
	r := &Registry{Found: reg}
	lit := r.literal(pass)
	if lit == nil {
		return r
	}
	r.Rows = make([]Row, 0, len(lit.Elts)) // thousands of rows: no regrowth
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			r.Problems.rangef(kinds.RegistryElementNotALiteral, elt, "registry element %s is keyed: list the rows as plain string literals",
				exprshape.Source(kv.Key)+": "+exprshape.Source(kv.Value))
			continue
		}
		v, ok := exprshape.StringLit(elt)
		if !ok {
			r.Problems.rangef(kinds.RegistryElementNotALiteral, elt, "registry element %s is %s: write the row as a string literal",
				exprshape.Source(elt), exprshape.Shape(pass.TypesInfo, elt))
			continue
		}
		r.Rows = append(r.Rows, Row{Lit: elt, Value: v})
	}
	return r
}

// literal returns the registry's non-empty string-list literal, or nil
// after recording why there is none.
func (r *Registry) literal(pass *analysis.Pass) *ast.CompositeLit {
	reg := r.Found
	name := reg.Name.Name
	if reg.Value == nil {
		r.Problems.rangef(kinds.RegistryNotALiteral, reg.Name, "registry %s has no initializer: expected %s", name, rowShape)
		return nil
	}
	lit, ok := ast.Unparen(reg.Value).(*ast.CompositeLit)
	if !ok {
		r.Problems.rangef(kinds.RegistryNotALiteral, reg.Value, "registry %s is initialized with %s: expected %s",
			name, exprshape.Describe(pass.TypesInfo, reg.Value), rowShape)
		return nil
	}
	t := pass.TypesInfo.TypeOf(lit)
	if !isStringList(t) {
		r.Problems.rangef(kinds.RegistryNotALiteral, lit, "registry %s is a %s literal: expected %s",
			name, relativeString(pass.Pkg, t), rowShape)
		return nil
	}
	// An empty registry checks nothing: fail closed rather than pass a
	// module whose constructors nobody listed.
	if len(lit.Elts) == 0 {
		r.Problems.rangef(kinds.RegistryEmpty, lit, "registry %s lists no constructor: list each child-spec constructor, one row each", name)
		return nil
	}
	// The elements an array literal leaves out are empty strings: rows
	// nobody wrote, which would otherwise pass unseen.
	if a, ok := t.Underlying().(*types.Array); ok && a.Len() != int64(len(lit.Elts)) {
		r.Problems.rangef(kinds.RegistryArrayShort, lit, "registry %s has %s but its array length is %d: use [...]string or []string",
			name, elements(len(lit.Elts)), a.Len())
	}
	return lit
}

// isStringList reports whether t is a slice or array of a string type.
func isStringList(t types.Type) bool {
	if t == nil {
		return false
	}
	switch u := types.Unalias(t).Underlying().(type) {
	case *types.Slice:
		return isStringType(u.Elem())
	case *types.Array:
		return isStringType(u.Elem())
	}
	return false
}

// relativeString names t relative to pkg (by path elsewhere), "untyped"
// for nil.
func relativeString(pkg *types.Package, t types.Type) string {
	if t == nil {
		return "untyped"
	}
	return types.TypeString(t, types.RelativeTo(pkg))
}

// elements counts array elements in words: "1 element", "2 elements".
func elements(n int) string {
	if n == 1 {
		return "1 element"
	}
	return strconv.Itoa(n) + " elements"
}
