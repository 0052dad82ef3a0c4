package constructors

import (
	"go/ast"
	"go/types"
	"strconv"

	"github.com/sema-agent/clampvet/internal/directive"
	"github.com/sema-agent/clampvet/internal/exprshape"
	"github.com/sema-agent/clampvet/internal/registryrow"
	"golang.org/x/tools/go/analysis"
)

// rowShape is what every finding about the registry's shape asks for.
const rowShape = `[]string{"DIR/FILE.go#Name", ...}`

// row is one string-literal element of the registry.
type row struct {
	lit   ast.Expr // the element, a possibly parenthesized string literal
	value string
}

// registryRows checks that the registry is a closed literal — a []string
// or [N]string composite literal whose every element is a string literal,
// listing at least one row and, for an array, exactly as many as its
// length — reports every element (or the whole initializer) that is not,
// and returns the rows it can read.
func registryRows(pass *analysis.Pass, reg directive.Found) []row {
	name := reg.Name.Name
	if reg.Value == nil {
		pass.ReportRangef(reg.Name, "registry %s has no initializer: expected a composite literal of string literals, %s", name, rowShape)
		return nil
	}
	lit, ok := ast.Unparen(reg.Value).(*ast.CompositeLit)
	if !ok {
		pass.ReportRangef(reg.Value, "registry %s is initialized with %s: expected a composite literal of string literals, %s (the registry must be a closed literal)",
			name, exprshape.Describe(pass.TypesInfo, reg.Value), rowShape)
		return nil
	}
	t := pass.TypesInfo.TypeOf(lit)
	if !isStringList(t) {
		pass.ReportRangef(lit, "registry %s is a %s literal: expected a []string or [N]string literal, %s",
			name, typeString(pass, t), rowShape)
		return nil
	}
	// An empty registry checks nothing: fail closed rather than pass a
	// module whose constructors nobody listed.
	if len(lit.Elts) == 0 {
		pass.ReportRangef(lit, "registry %s lists no constructor, so nothing is checked: list every child-spec constructor, one row each, %s",
			name, rowShape)
		return nil
	}
	// The elements an array literal leaves out are empty strings: rows
	// nobody wrote, which would otherwise pass unseen.
	if a, ok := t.Underlying().(*types.Array); ok && a.Len() != int64(len(lit.Elts)) {
		pass.ReportRangef(lit, "registry %s has %s but its array type has length %d: the rest are empty rows; use [...]string or []string",
			name, elements(len(lit.Elts)), a.Len())
	}
	var rows []row
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			pass.ReportRangef(elt, "registry element %s is keyed: write the rows as a plain list of string literals, %s",
				exprshape.Source(kv.Key)+": "+exprshape.Source(kv.Value), rowShape)
			continue
		}
		v, ok := exprshape.StringLit(elt)
		if !ok {
			pass.ReportRangef(elt, "registry element %s is %s, not a string literal: write each row as a literal \"DIR/FILE.go#Name\" (the registry must be a closed literal)",
				exprshape.Source(elt), exprshape.Shape(pass.TypesInfo, elt))
			continue
		}
		rows = append(rows, row{lit: elt, value: v})
	}
	return rows
}

// checkRows reports each duplicate and malformed row, and resolves the
// others when r is non-nil (the module path is known).
func checkRows(pass *analysis.Pass, rows []row, r *resolver) {
	first := make(map[string]ast.Expr, len(rows))
	for _, rw := range rows {
		if prev, dup := first[rw.value]; dup {
			p := pass.Fset.Position(prev.Pos())
			pass.ReportRangef(rw.lit, "row %q is listed twice (first at %s:%d): list each constructor once",
				rw.value, baseOf(p.Filename), p.Line)
			continue
		}
		first[rw.value] = rw.lit
		parsed, err := registryrow.Parse(rw.value)
		if err != nil {
			if pe, ok := err.(*registryrow.Error); ok {
				for _, v := range pe.Violations {
					pass.ReportRangef(rw.lit, "row %q: %s", rw.value, v.Message)
				}
			} else {
				pass.ReportRangef(rw.lit, "row %q: %v", rw.value, err)
			}
			continue
		}
		if r == nil {
			continue
		}
		if msg := r.resolve(parsed); msg != "" {
			pass.ReportRangef(rw.lit, "row %q: %s", rw.value, msg)
		}
	}
}

// isStringList reports whether t is a slice or array of a string type.
func isStringList(t types.Type) bool {
	var elem types.Type
	switch u := types.Unalias(t); x := u.Underlying().(type) {
	case *types.Slice:
		elem = x.Elem()
	case *types.Array:
		elem = x.Elem()
	default:
		return false
	}
	b, ok := elem.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

func typeString(pass *analysis.Pass, t types.Type) string {
	if t == nil {
		return "untyped"
	}
	return types.TypeString(t, types.RelativeTo(pass.Pkg))
}

// elements counts array elements in words: "1 element", "2 elements".
func elements(n int) string {
	if n == 1 {
		return "1 element"
	}
	return strconv.Itoa(n) + " elements"
}

func baseOf(name string) string {
	if i := lastSep(name); i >= 0 {
		return name[i+1:]
	}
	return name
}
