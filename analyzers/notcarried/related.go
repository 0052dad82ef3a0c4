package notcarried

import (
	"fmt"
	"go/types"

	"github.com/sema-agent/clampvet/internal/roles"
	"github.com/sema-agent/clampvet/internal/steps"
	"golang.org/x/tools/go/analysis"
)

// The related locations of the analyzer's findings: a finding is at one
// end of a seat's record (the table's row, the spec field, the carried
// source field, the tighten function's use of it) and the other ends
// explain it. They are plain related locations, not steps of a path, and
// are computed only for a finding. A declaration of another package is
// found through go/types, whose export data keeps positions; a row of
// another package's table, which no type records, is shown at the
// table's declaration, the related location's message saying where the row
// is; a finding's own message never quotes a position.

// reportf reports a finding of the given kind (its ID in package kinds,
// the diagnostic's category) at rng with related locations.
func (t *tighten) reportf(rng analysis.Range, kind string, related []analysis.RelatedInformation, format string, args ...any) {
	t.pass.Report(analysis.Diagnostic{Pos: rng.Pos(), End: rng.End(), Category: kind, Message: fmt.Sprintf(format, args...), Related: related})
}

// reportRangef reports a finding of the given kind at the tighten
// function, with no related location.
func (t *tighten) reportRangef(kind string, format string, args ...any) {
	t.reportf(t.at, kind, nil, format, args...)
}

// seatField is the spec field seat names, as a related location.
func (t *tighten) seatField(seat string) []analysis.RelatedInformation {
	obj, _, _ := types.LookupFieldOrMethod(t.r.Tighten.Spec, false, t.r.Tighten.Spec.Obj().Pkg(), seat)
	v, ok := obj.(*types.Var)
	if !ok {
		return nil
	}
	return t.declAt(v, fmt.Sprintf("spec field %s is declared here", seat))
}

// specType is the spec type's declaration, for a seat that names none of
// its fields.
func (t *tighten) specType() []analysis.RelatedInformation {
	return t.declAt(t.r.Tighten.Spec.Obj(), fmt.Sprintf("spec type %s is declared here", t.specName))
}

// tableRow is the row for r of another package's table, for a finding at
// the tighten function: the table's declaration, with the row's place in
// the message (a finding about a row of the package's own table is at the
// row).
func (t *tighten) tableRow(r roles.RowInfo) []analysis.RelatedInformation {
	return t.declAt(t.table.Decl.Object(t.pass.Pkg),
		fmt.Sprintf("table %s, whose row for %s is at %s", t.table.Decl.Name, roles.SeatText(r.Key), r.Pos))
}

// tableDecl is the paired table's declaration, where a seat is listed.
func (t *tighten) tableDecl() []analysis.RelatedInformation {
	what := fmt.Sprintf("not-carried table %s is declared here", t.table.Decl.Name)
	if t.localTable {
		id := t.r.Table.Name
		return []analysis.RelatedInformation{{Pos: id.Pos(), End: id.End(), Message: what}}
	}
	return t.declAt(t.table.Decl.Object(t.pass.Pkg), what)
}

// carriedField is the clamp source's field for seat, where the carrier
// carries it.
func (t *tighten) carriedField(seat string) []analysis.RelatedInformation {
	what := fmt.Sprintf("carried by %s here", t.bare(t.carrier.Decl))
	if t.local && t.r.Carrier.Source != nil {
		for _, f := range t.r.Carrier.Source.Seats {
			if f.Name() == seat {
				return t.declAt(f, what)
			}
		}
		return nil
	}
	fn, _ := t.carrier.Decl.Object(t.pass.Pkg).(*types.Func)
	if fn == nil || fn.Signature().Params().Len() != 1 {
		return nil
	}
	st, ok := fn.Signature().Params().At(0).Type().Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	for i := range st.NumFields() {
		if f := st.Field(i); f.Name() == seat {
			return t.declAt(f, what)
		}
	}
	return nil
}

// declAt is obj's name as a related location, nil when obj or its
// position is unknown.
func (t *tighten) declAt(obj types.Object, message string) []analysis.RelatedInformation {
	return steps.Decl(t.pass.Fset, t.pass.Pkg, obj, message)
}

// roleDecl is the declaration of a role (what: "carrier", "not-carried
// table") of another package that a finding names, as a related location
// "carrier a.Carry is declared here"; nil for one of the package under
// analysis (the finding's own place explains it) and for one go/types
// cannot resolve (roles.LookupDecl): the message still names it.
func (t *tighten) roleDecl(what string, d roles.DeclInfo) []analysis.RelatedInformation {
	if d.PkgPath == t.pass.Pkg.Path() {
		return nil
	}
	return t.declAt(d.Object(t.pass.Pkg), fmt.Sprintf("%s %s is declared here", what, d.Qualified()))
}
