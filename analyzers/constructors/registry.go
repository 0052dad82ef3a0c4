package constructors

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"

	"github.com/sema-agent/clampvet/internal/directive"
	"github.com/sema-agent/clampvet/internal/registryrow"
	"golang.org/x/tools/go/analysis"
)

// rowShape is what every finding about the registry's shape asks for.
const rowShape = `[]string{"DIR/FILE.go#Name", ...}`

// row is one string-literal element of the registry.
type row struct {
	lit   *ast.BasicLit
	value string
}

// registryRows checks that the registry is a closed literal — a []string
// or [N]string composite literal whose every element is a string literal —
// reports every element (or the whole initializer) that is not, and
// returns the rows it can read.
func registryRows(pass *analysis.Pass, reg directive.Found) []row {
	name := reg.Name.Name
	if reg.Value == nil {
		pass.Reportf(reg.Name.Pos(), "registry %s has no initializer: expected a composite literal of string literals, %s", name, rowShape)
		return nil
	}
	lit, ok := ast.Unparen(reg.Value).(*ast.CompositeLit)
	if !ok {
		pass.Reportf(reg.Name.Pos(), "registry %s is initialized with %s: expected a composite literal of string literals, %s (the registry must be a closed literal)",
			name, describe(pass.TypesInfo, reg.Value), rowShape)
		return nil
	}
	if t := pass.TypesInfo.TypeOf(lit); !isStringList(t) {
		pass.Reportf(reg.Name.Pos(), "registry %s is a %s literal: expected a []string or [N]string literal, %s",
			name, typeString(pass, t), rowShape)
		return nil
	}
	var rows []row
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			pass.Reportf(elt.Pos(), "registry element %s is keyed: write the rows as a plain list of string literals, %s",
				types.ExprString(kv.Key)+": "+types.ExprString(kv.Value), rowShape)
			continue
		}
		bl, ok := elt.(*ast.BasicLit)
		if !ok || bl.Kind != token.STRING {
			pass.Reportf(elt.Pos(), "registry element %s is %s, not a string literal: write each row as a literal \"DIR/FILE.go#Name\" (the registry must be a closed literal)",
				types.ExprString(elt), describe(pass.TypesInfo, elt))
			continue
		}
		v, err := strconv.Unquote(bl.Value)
		if err != nil { // the parser accepted it, so this cannot happen
			pass.Reportf(elt.Pos(), "registry element %s cannot be unquoted: %v", bl.Value, err)
			continue
		}
		rows = append(rows, row{lit: bl, value: v})
	}
	return rows
}

// checkRows reports each duplicate and malformed row, and resolves the
// others when r is non-nil (the module path is known).
func checkRows(pass *analysis.Pass, rows []row, r *resolver) {
	first := make(map[string]*ast.BasicLit, len(rows))
	for _, rw := range rows {
		if prev, dup := first[rw.value]; dup {
			p := pass.Fset.Position(prev.Pos())
			pass.Reportf(rw.lit.Pos(), "row %q is listed twice (first at %s:%d): list each constructor once",
				rw.value, baseOf(p.Filename), p.Line)
			continue
		}
		first[rw.value] = rw.lit
		parsed, err := registryrow.Parse(rw.value)
		if err != nil {
			if pe, ok := err.(*registryrow.Error); ok {
				for _, v := range pe.Violations {
					pass.Reportf(rw.lit.Pos(), "row %q: %s", rw.value, v.Message)
				}
			} else {
				pass.Reportf(rw.lit.Pos(), "row %q: %v", rw.value, err)
			}
			continue
		}
		if r == nil {
			continue
		}
		if msg := r.resolve(parsed); msg != "" {
			pass.Reportf(rw.lit.Pos(), "row %q: %s", rw.value, msg)
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

// describe names the kind of an expression the registry cannot read.
func describe(info *types.Info, e ast.Expr) string {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		if _, ok := info.Uses[e].(*types.Const); ok {
			return "a named constant (" + e.Name + ")"
		}
		return "an identifier (" + e.Name + ")"
	case *ast.SelectorExpr:
		if _, ok := info.Uses[e.Sel].(*types.Const); ok {
			return "a named constant (" + types.ExprString(e) + ")"
		}
		return "a selector (" + types.ExprString(e) + ")"
	case *ast.CallExpr:
		if tv, ok := info.Types[e.Fun]; ok && tv.IsType() {
			return "a conversion (" + types.ExprString(e.Fun) + ")"
		}
		if id, ok := ast.Unparen(e.Fun).(*ast.Ident); ok {
			if _, ok := info.Uses[id].(*types.Builtin); ok && id.Name == "append" {
				return "a call of append (a spread or an appended list is not a closed literal)"
			}
		}
		return "a call of " + types.ExprString(e.Fun)
	case *ast.BinaryExpr:
		if e.Op == token.ADD {
			return "a concatenation"
		}
		return "a binary expression"
	case *ast.BasicLit:
		return "a literal of kind " + e.Kind.String()
	case *ast.CompositeLit:
		return "a composite literal"
	case *ast.FuncLit:
		return "a func literal"
	case *ast.IndexExpr, *ast.IndexListExpr:
		return "an index expression"
	case *ast.SliceExpr:
		return "a slice expression"
	}
	return "an expression the registry cannot read"
}

func baseOf(name string) string {
	if i := lastSep(name); i >= 0 {
		return name[i+1:]
	}
	return name
}
