package constructors

import (
	"fmt"
	"go/ast"

	"github.com/sema-agent/clampvet/internal/registryrow"
	"github.com/sema-agent/clampvet/internal/roles"
	"golang.org/x/tools/go/analysis"
)

// parsedRow is one row of a registry as registryrow.Parse reads it.
type parsedRow struct {
	row registryrow.Row
	err error
}

// parseRows parses every row of reg once, in order, for checkRows and
// checkComplete: both read every row, and a registry lists thousands.
func parseRows(reg *roles.Registry) []parsedRow {
	out := make([]parsedRow, len(reg.Rows))
	for i, rw := range reg.Rows {
		out[i].row, out[i].err = registryrow.Parse(rw.Value)
	}
	return out
}

// checkRows reports each duplicate and malformed row, and resolves the
// others when r is non-nil (the module path is known). parsed is
// parseRows(reg).
func checkRows(pass *analysis.Pass, reg *roles.Registry, parsed []parsedRow, r *resolver) {
	carrier, known := registryCarrier(pass, reg)
	if r != nil {
		r.carrier, r.carriers = carrier, known
	}
	first := make(map[string]ast.Expr, len(reg.Rows))
	for i, rw := range reg.Rows {
		if prev, dup := first[rw.Value]; dup {
			p := pass.Fset.Position(prev.Pos())
			pass.ReportRangef(rw.Lit, "row %q is listed twice (first at %s:%d): list it once",
				rw.Value, baseOf(p.Filename), p.Line)
			continue
		}
		first[rw.Value] = rw.Lit
		row, err := parsed[i].row, parsed[i].err
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
		if msg := r.resolve(row); msg != "" {
			pass.Report(analysis.Diagnostic{Pos: rw.Lit.Pos(), End: rw.Lit.End(),
				Message: fmt.Sprintf("row %q: %s", rw.Value, msg), Related: rowRelated(pass, r, row)})
		}
	}
}

func baseOf(name string) string {
	if i := lastSep(name); i >= 0 {
		return name[i+1:]
	}
	return name
}
