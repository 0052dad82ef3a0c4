package constructors

import (
	"fmt"
	"go/ast"

	"github.com/sema-agent/clampvet/internal/registryrow"
	"github.com/sema-agent/clampvet/internal/roles"
	"golang.org/x/tools/go/analysis"
)

// checkRows reports each duplicate and malformed row, and resolves the
// others when r is non-nil (the module path is known).
func checkRows(pass *analysis.Pass, reg *roles.Registry, r *resolver) {
	carrier, known := registryCarrier(pass, reg)
	if r != nil {
		r.carrier, r.carriers = carrier, known
	}
	first := make(map[string]ast.Expr, len(reg.Rows))
	for _, rw := range reg.Rows {
		if prev, dup := first[rw.Value]; dup {
			p := pass.Fset.Position(prev.Pos())
			pass.ReportRangef(rw.Lit, "row %q is listed twice (first at %s:%d): list it once",
				rw.Value, baseOf(p.Filename), p.Line)
			continue
		}
		first[rw.Value] = rw.Lit
		parsed, err := registryrow.Parse(rw.Value)
		if err != nil {
			if pe, ok := err.(*registryrow.Error); ok {
				for _, v := range pe.Violations {
					pass.ReportRangef(rw.Lit, "row %q: %s", rw.Value, v.Message)
				}
			} else {
				pass.ReportRangef(rw.Lit, "row %q: %v", rw.Value, err)
			}
			continue
		}
		if r == nil {
			continue
		}
		if msg := r.resolve(parsed); msg != "" {
			pass.Report(analysis.Diagnostic{Pos: rw.Lit.Pos(), End: rw.Lit.End(),
				Message: fmt.Sprintf("row %q: %s", rw.Value, msg), Related: rowRelated(pass, r, parsed)})
		}
	}
}

func baseOf(name string) string {
	if i := lastSep(name); i >= 0 {
		return name[i+1:]
	}
	return name
}
