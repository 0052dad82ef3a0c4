package constructors

import (
	"fmt"
	"go/token"

	"github.com/sema-agent/clampvet/internal/kinds"
	"github.com/sema-agent/clampvet/internal/registryrow"
	"github.com/sema-agent/clampvet/internal/roles"
	"golang.org/x/tools/go/analysis"
)

// checkRows reports each duplicate and malformed row, and resolves the
// others when r is non-nil (the module path is known). Each row is parsed
// here, as it is read, and kept nowhere: checkComplete needs the rows
// again only on finding a declaration no row lists, and parses them anew
// then (a registry lists thousands of rows, nearly always complete).
func checkRows(pass *analysis.Pass, reg *roles.Registry, r *resolver) {
	carrier, known := registryCarrier(pass, reg)
	if r != nil {
		r.carrier, r.carriers = carrier, known
	}
	// The first row of each value, by position: a map value of one word
	// instead of an interface's two, on a map of every row.
	first := make(map[string]token.Pos, len(reg.Rows))
	for _, rw := range reg.Rows {
		if prev, dup := first[rw.Value]; dup {
			pass.Report(analysis.Diagnostic{Pos: rw.Lit.Pos(), End: rw.Lit.End(), Category: kinds.RowDuplicate,
				Message: fmt.Sprintf("row %q is listed twice: list it once", rw.Value),
				Related: []analysis.RelatedInformation{{Pos: prev, Message: "the first listing of the row"}}})
			continue
		}
		first[rw.Value] = rw.Lit.Pos()
		row, err := registryrow.Parse(rw.Value)
		if err != nil {
			if pe, ok := err.(*registryrow.Error); ok {
				for _, v := range pe.Violations {
					reportf(pass, rw.Lit, kinds.RowMalformed, "row %q: %s", rw.Value, v.Message)
				}
			} else {
				reportf(pass, rw.Lit, kinds.RowMalformed, "row %q: %v", rw.Value, err)
			}
			continue
		}
		if r == nil {
			continue
		}
		if kind, msg := r.resolve(row); msg != "" {
			pass.Report(analysis.Diagnostic{Pos: rw.Lit.Pos(), End: rw.Lit.End(), Category: kind,
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
