package notcarried

import (
	"fmt"
	"go/token"
	"go/types"

	"github.com/sema-agent/clampvet/internal/kinds"
	"github.com/sema-agent/clampvet/internal/roles"
	"golang.org/x/tools/go/analysis"
)

// tighten is the tighten function of the package under analysis with the
// carrier and the table it pairs with.
type tighten struct {
	pass *analysis.Pass
	r    *roles.Package
	name string         // the tighten function's name
	at   analysis.Range // findings about the tighten function highlight its name

	specName string
	gov      roles.Governed

	carrier   roles.CarrierInfo
	carrierOK bool // a readable carrier is paired
	carried   map[string]bool
	source    string // the clamp source's name, as a reader here writes it
	local     bool   // the carrier is the package's own

	table      roles.TableInfo
	tableOK    bool // a readable table is paired
	localTable bool // the table is the package's own
}

// pair chooses the carrier and the table the tighten function pairs with,
// reporting a choice it cannot make or a paired role it cannot read. It
// returns nil when the spec type cannot be read.
func pair(pass *analysis.Pass, r *roles.Package) *tighten {
	fn := r.Tighten
	t := &tighten{pass: pass, r: r, name: fn.Decl.Name.Name, at: fn.Decl.Name, carried: make(map[string]bool)}
	var localCarrier *roles.CarrierInfo
	if r.Carrier != nil {
		info := r.Carrier.Info()
		localCarrier = &info
	}
	var localTable *roles.TableInfo
	if r.Table != nil {
		localTable = &r.Table.Info
	}
	t.carrier, t.carrierOK = pickRole(t, localCarrier, r.Imported.Carriers,
		func(c roles.CarrierInfo) roles.DeclInfo { return c.Decl }, "carrier", "carriers")
	t.table, t.tableOK = pickRole(t, localTable, r.Imported.Tables,
		func(t roles.TableInfo) roles.DeclInfo { return t.Decl }, "not-carried table", "not-carried tables")
	if fn.Spec == nil {
		return nil
	}
	t.specName = types.TypeString(fn.Spec, roles.ByName(pass.Pkg))
	t.gov = fn.Governed
	t.readCarrier()
	t.readTable()
	return t
}

// readCarrier records the paired carrier's seats, or reports that it
// cannot be read.
func (t *tighten) readCarrier() {
	if t.carrierOK {
		if t.carrier.Source == "" {
			t.reportf(t.at, kinds.PairedRoleUnreadable, t.roleDecl("carrier", t.carrier.Decl),
				"carrier %s has no readable clamp source: fix its findings", t.bare(t.carrier.Decl))
			t.carrierOK = false
		}
		for _, s := range t.carrier.Seats {
			t.carried[s] = true
		}
	}
	c := t.r.Carrier
	t.local = c != nil && t.carrier.Decl.Key() == c.Info().Decl.Key()
	t.source = t.carrier.Source
	if t.local && c.Source != nil {
		t.source = types.TypeString(c.Source.Named, roles.ByName(t.pass.Pkg))
	}
}

// readTable reports a paired table that cannot be read.
func (t *tighten) readTable() {
	t.localTable = t.r.Table != nil && t.table.Decl.Key() == t.r.Table.Info.Decl.Key()
	if t.tableOK && !t.table.Readable {
		if !t.localTable { // a local table's shape is already reported at the table
			t.reportf(t.at, kinds.PairedRoleUnreadable, t.roleDecl("not-carried table", t.table.Decl),
				"not-carried table %s cannot be read: fix its findings", t.table.Decl.Qualified())
		}
		t.tableOK = false
	}
}

// checkGovernedListed reports every governed seat that is neither carried
// nor listed.
func (t *tighten) checkGovernedListed() {
	if !t.carrierOK || !t.tableOK {
		return
	}
	listed := make(map[string]bool, len(t.table.Rows))
	for _, r := range t.table.Rows {
		listed[r.Key] = true
	}
	covered := func(seat string) bool { return t.carried[seat] || listed[seat] }
	reported := make(map[string]bool)
	for _, u := range t.gov.Uses() {
		if reported[u.Seat] || t.gov.Covers(u, covered) {
			continue
		}
		reported[u.Seat] = true
		t.reportf(u.At, kinds.GovernedSeatUnlisted, append(t.seatField(u.Seat), t.tableDecl()...),
			"governed seat %s is neither carried nor listed: add it to %s or to %s",
			u.Seat, t.source, t.bare(t.table.Decl))
	}
}

// checkRows reports every row that does not name a governed, not carried
// seat with a reason.
func (t *tighten) checkRows() {
	if !t.tableOK {
		return
	}
	for _, r := range t.table.Rows {
		if t.checkRowKey(r) {
			t.checkReason(r)
		}
	}
}

// checkRowKey reports a row whose key is carried or not governed; it
// returns whether the key is fine.
func (t *tighten) checkRowKey(r roles.RowInfo) bool {
	// At the row when the table is the package's own (the seat's other
	// ends explain it), else at the tighten function, with the row too.
	report := func(kind string, related []analysis.RelatedInformation, format string, args ...any) {
		if t.localTable {
			t.reportf(t.r.Table.KeyAt[r.Key], kind, related, "key %q of table %s %s", r.Key, t.table.Decl.Name, fmt.Sprintf(format, args...))
		} else {
			t.reportf(t.at, kind, append(t.tableRow(r), related...), "key %q of table %s %s", r.Key, t.table.Decl.Qualified(), fmt.Sprintf(format, args...))
		}
	}
	switch {
	case t.carrierOK && t.carried[r.Key]:
		report(kinds.NotCarriedKeyCarried, t.carriedField(r.Key), "is carried by %s: remove the row", t.bare(t.carrier.Decl))
	case !t.isSpecField(r.Key):
		report(kinds.NotCarriedKeyStale, t.specType(), "names no field of %s: remove the row", t.specName)
	case !t.gov.Has(r.Key):
		report(kinds.NotCarriedKeyStale, t.seatField(r.Key), "is not governed by %s: remove the row", t.name)
	default:
		return true
	}
	return false
}

// checkReason reports a row whose reason is not a string literal (once,
// for a table of another package) or says nothing.
func (t *tighten) checkReason(r roles.RowInfo) {
	if r.Unread != "" {
		if !t.localTable { // a local unreadable reason is already reported at it
			t.reportf(t.at, kinds.NotCarriedTableShape, t.tableRow(r), "reason for seat %s in table %s is %s: write a string literal",
				roles.SeatText(r.Key), t.table.Decl.Qualified(), r.Unread)
		}
		return
	}
	bad := judgeReason(r.Reason)
	switch {
	case bad == "":
	case t.localTable:
		t.reportf(t.r.Table.ReasonAt[r.Key], kinds.NotCarriedReasonPlaceholder, t.seatField(r.Key), "not-carried table %s gives seat %s %s: say why",
			t.table.Decl.Name, r.Key, bad)
	default:
		t.reportf(t.at, kinds.NotCarriedReasonPlaceholder, append(t.tableRow(r), t.seatField(r.Key)...), "not-carried table %s gives seat %s %s: say why",
			t.table.Decl.Qualified(), r.Key, bad)
	}
}

// checkCarried reports every carried seat that is not a spec field the
// tighten function governs.
func (t *tighten) checkCarried() {
	if !t.carrierOK {
		return
	}
	for _, seat := range t.carrier.Seats {
		rng, local := t.seatRange(seat)
		subject := fmt.Sprintf("carried seat %s (a field of %s)", seat, t.source)
		var carried []analysis.RelatedInformation // the finding is at the source field
		if !local {
			subject = fmt.Sprintf("carried seat %s of carrier %s", seat, t.bare(t.carrier.Decl))
			carried = append(t.carriedField(seat), t.roleDecl("carrier", t.carrier.Decl)...)
		}
		switch {
		case !t.isSpecField(seat):
			t.reportf(rng, kinds.CarriedSeatNotGoverned, append(carried, t.specType()...), "%s names no field of spec type %s: rename or remove it",
				subject, t.specName)
		case !t.gov.Has(seat):
			t.reportf(rng, kinds.CarriedSeatNotGoverned, append(carried, t.seatField(seat)...), "%s is not governed by %s: govern it or remove it",
				subject, t.name)
		}
	}
}

// seatRange is where a finding about a carried seat goes: the source
// field's name when the carrier is the package's own, else the tighten
// function's name.
func (t *tighten) seatRange(seat string) (analysis.Range, bool) {
	if !t.local {
		return t.at, false
	}
	for _, f := range t.r.Carrier.Source.Seats {
		if f.Name() == seat && f.Pkg() == t.pass.Pkg && f.Pos().IsValid() {
			// The field's name, an identifier: exactly its name's bytes long.
			return span{f.Pos(), f.Pos() + token.Pos(len(f.Name()))}, true
		}
	}
	return t.at, false
}

// bare names a declaration in a message: bare in its own package, else
// qualified; never with its position, which is a related location (see
// roleDecl).
func (t *tighten) bare(d roles.DeclInfo) string { return d.Display(t.pass.Pkg.Path()) }

// span is a range of source text a finding highlights, for a declaration
// known by its position only (a field of the clamp source, through
// go/types).
type span struct{ pos, end token.Pos }

// Pos returns the start of the span.
func (s span) Pos() token.Pos { return s.pos }

// End returns the end of the span (exclusive).
func (s span) End() token.Pos { return s.end }

// isSpecField reports whether spec.name selects a field of the spec type,
// a promoted one included (as go/types resolves the selector).
func (t *tighten) isSpecField(name string) bool {
	_, ok := roles.FieldPath(t.r.Tighten.Spec, name)
	return ok
}

// pickRole chooses the declaration of a role (the carrier, the
// not-carried table) a tighten function pairs with: the one declared in its
// package (local, when non-nil), else the only one visible; none, or
// several and none local, is a finding at the tighten function.
func pickRole[T any](t *tighten, local *T, visible []T, decl func(T) roles.DeclInfo, what, whats string) (T, bool) {
	if local != nil {
		return *local, true
	}
	switch len(visible) {
	case 0:
		t.reportRangef(kinds.TightenSeesNoRole, "tighten function %s sees no %s: declare one here or in an imported package",
			t.name, what)
	case 1:
		return visible[0], true
	default:
		decls := make([]roles.DeclInfo, len(visible))
		var related []analysis.RelatedInformation
		for i, v := range visible { // sorted by package path, then name
			decls[i] = decl(v)
			related = append(related, t.roleDecl(what, decls[i])...)
		}
		t.reportf(t.at, kinds.TightenSeesSeveralRoles, related, "tighten function %s sees %d %s (%s): declare its own here or import only one",
			t.name, len(visible), whats, roles.List(decls))
	}
	var zero T
	return zero, false
}
