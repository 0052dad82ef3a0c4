package kinds

// The kinds the notcarried analyzer reports: the tighten function's shape
// and pairing, the not-carried table, and the agreement of the carrier,
// the table and the seats the tighten function governs.
const (
	// TightenSignature is a tighten function whose first parameter is not
	// the spec, a named struct type (or a pointer to one).
	TightenSignature = "tighten-signature"
	// NotCarriedTableShape is a not-carried table that is not a map
	// literal of string-literal keys and reasons.
	NotCarriedTableShape = "not-carried-table-shape"
	// TightenSeesNoRole is a tighten function that sees no carrier or no
	// not-carried table.
	TightenSeesNoRole = "tighten-sees-no-role"
	// TightenSeesSeveralRoles is a tighten function that sees several
	// carriers or tables and declares none of its own.
	TightenSeesSeveralRoles = "tighten-sees-several-roles"
	// PairedRoleUnreadable is a carrier or table, paired with the tighten
	// function, that cannot be read.
	PairedRoleUnreadable = "paired-role-unreadable"
	// GovernedSeatUnlisted is a seat the tighten function governs that is
	// neither carried nor listed in the not-carried table.
	GovernedSeatUnlisted = "governed-seat-unlisted"
	// NotCarriedKeyStale is a table key that names no spec field, or one
	// the tighten function does not govern.
	NotCarriedKeyStale = "not-carried-key-stale"
	// NotCarriedKeyCarried is a table key that names a carried seat.
	NotCarriedKeyCarried = "not-carried-key-carried"
	// NotCarriedReasonPlaceholder is a table reason that is empty or a
	// placeholder.
	NotCarriedReasonPlaceholder = "not-carried-reason-placeholder"
	// CarriedSeatNotGoverned is a carried seat that names no spec field,
	// or one the tighten function does not govern.
	CarriedSeatNotGoverned = "carried-seat-not-governed"
	// RoleNeverChecked is a carrier or table that no tighten function will
	// ever be paired with.
	RoleNeverChecked = "role-never-checked"
)

// The reasons no exception may cover a notcarried kind.
const (
	tightenIsConfiguration = "the tighten function, the carrier and the not-carried table are clampvet's record of which seats travel: an exception here would switch the check off for every seat, not accept one reviewed site"
	tableIsTheRecord       = "the not-carried table is itself the audited record of a seat that does not travel, with its reason: mend the table instead of excepting it"
)

var notcarriedKinds = []Kind{
	{
		ID:       TightenSignature,
		Analyzer: "notcarried",
		Title:    "The tighten function does not take the spec first",
		Text: `The tighten function (\'//clampvet:tighten\') merges a spec tighten-only; its
spec type is the named struct type of its first parameter, by value or through
one pointer. A function with no parameter, or whose first parameter is a slice,
an unnamed struct or another type, has no spec whose seats it governs, and
nothing is checked against the carrier and the table. Take the spec first.`,
		Bad: `//clampvet:tighten
func Tighten(specs []Spec) []Spec { ... } // finding: tighten function Tighten takes []Spec first`,
		Good: `//clampvet:tighten
func Tighten(spec, t Spec) Spec { ... }`,
		NotAllowable: tightenIsConfiguration,
	},
	{
		ID:       NotCarriedTableShape,
		Analyzer: "notcarried",
		Title:    "The not-carried table is not a map literal of string literals",
		Text: `The not-carried table (\'//clampvet:notcarried\') is the written record of a
decision: a reader, like the analyzer, must see each seat and its reason where
the table is declared. It must be a map literal whose keys and reasons are
string literals; an initializer that is not one (a call, an identifier, nil,
none), or a key or reason that is a named constant, a call, a concatenation or
a slice expression, is refused even when its value is constant.`,
		Bad: `const why = "a leg's own statement"

//clampvet:notcarried
var NotCarried = map[string]string{
	"Posture": why, // finding: reason for seat Posture in table NotCarried is a named constant (why)
}`,
		Good: `//clampvet:notcarried
var NotCarried = map[string]string{
	"Posture": "a leg's own statement, set by its constructor",
}`,
		NotAllowable: tableIsTheRecord,
	},
	{
		ID:       TightenSeesNoRole,
		Analyzer: "notcarried",
		Title:    "The tighten function sees no carrier or no not-carried table",
		Text: `The tighten function is checked against the carrier and the not-carried
table declared in its package or in a package it imports, directly or
transitively. Without one of them, the seats it governs cannot be checked.
Declare the missing role in the tighten function's package or in one it
imports.`,
		Bad: `//clampvet:carrier
func Carry(src Source) Clamps { ... }

//clampvet:tighten
func Tighten(spec, t Spec) Spec { ... } // finding: tighten function Tighten sees no not-carried table`,
		Good: `//clampvet:carrier
func Carry(src Source) Clamps { ... }

//clampvet:notcarried
var NotCarried = map[string]string{"MaxTurns": "a budget each constructor sizes for its child's own job"}

//clampvet:tighten
func Tighten(spec, t Spec) Spec { ... }`,
		NotAllowable: tightenIsConfiguration,
	},
	{
		ID:       TightenSeesSeveralRoles,
		Analyzer: "notcarried",
		Title:    "The tighten function sees several carriers or not-carried tables",
		Text: `A tighten function pairs with the carrier and the table of its own package,
else with the only one visible through its imports. When several are visible
and none is its own, which one its seats are checked against is ambiguous.
Declare its own in its package, or import only one.`,
		Bad: `import (
	"example.com/a" // declares a carrier
	"example.com/b" // declares another
)

//clampvet:tighten
func Tighten(spec, t Spec) Spec { ... } // finding: tighten function Tighten sees 2 carriers`,
		Good: `import "example.com/a" // declares the carrier

//clampvet:tighten
func Tighten(spec, t Spec) Spec { ... }`,
		NotAllowable: tightenIsConfiguration,
	},
	{
		ID:       PairedRoleUnreadable,
		Analyzer: "notcarried",
		Title:    "The carrier or not-carried table paired with the tighten function cannot be read",
		Text: `A carrier whose clamp source cannot be read carries no seat that can be
named, and a table that cannot be read lists none: every check that needs them
is impossible. This is said once, at the tighten function, instead of once per
seat. Fix the findings at the carrier or the table.`,
		Bad: `import "example.com/badtable" // its NotCarried is initialized with a call

//clampvet:tighten
func Tighten(spec, t Spec) Spec { ... } // finding: not-carried table badtable.NotCarried cannot be read`,
		Good: `import "example.com/table" // its NotCarried is a map literal of string literals

//clampvet:tighten
func Tighten(spec, t Spec) Spec { ... }`,
		NotAllowable: tightenIsConfiguration,
	},
	{
		ID:       GovernedSeatUnlisted,
		Analyzer: "notcarried",
		Title:    "A seat the tighten function governs is neither carried nor listed",
		Text: `The tighten function merges the seat, so a child spec built from a parent
must either receive it through the carrier (a field of the clamp source) or say
why not (a key of the not-carried table, with a reason). Add the seat to the
clamp source, or list it in the table with a reason.`,
		Bad: `//clampvet:tighten
func Tighten(spec, t Spec) Spec {
	spec.HandsReadOnly = spec.HandsReadOnly || t.HandsReadOnly
	spec.Posture = max(spec.Posture, t.Posture) // finding: governed seat Posture is neither carried nor listed
	return spec
}`,
		Good: `//clampvet:notcarried
var NotCarried = map[string]string{
	"Posture": "a leg's own statement, set by its constructor",
}`,
		NotAllowable: tableIsTheRecord,
	},
	{
		ID:       NotCarriedKeyStale,
		Analyzer: "notcarried",
		Title:    "A not-carried table key names no seat the tighten function governs",
		Text: `A row whose key names no field of the spec type, or a field the tighten
function never reads or writes, records a decision about nothing: the seat was
renamed or removed, or is merged elsewhere. Remove the row, or govern the seat
in the tighten function.`,
		Bad: `//clampvet:notcarried
var NotCarried = map[string]string{
	"Gone": "was a seat once", // finding: key "Gone" of table NotCarried names no field of Spec
}`,
		Good: `//clampvet:notcarried
var NotCarried = map[string]string{
	"MaxTurns": "a budget each constructor sizes for its child's own job",
}`,
		NotAllowable: tableIsTheRecord,
	},
	{
		ID:       NotCarriedKeyCarried,
		Analyzer: "notcarried",
		Title:    "A not-carried table key names a carried seat",
		Text: `A seat is carried (a field of the clamp source) or not carried (a key of the
table), not both: the row contradicts the carrier. Remove the row, or remove
the seat from the clamp source.`,
		Bad: `//clampvet:notcarried
var NotCarried = map[string]string{
	"ReadFace": "each lane sets its own", // finding: key "ReadFace" of table NotCarried is carried by Carry
}`,
		Good: `//clampvet:notcarried
var NotCarried = map[string]string{}`,
		NotAllowable: tableIsTheRecord,
	},
	{
		ID:       NotCarriedReasonPlaceholder,
		Analyzer: "notcarried",
		Title:    "A not-carried table gives a seat an empty or placeholder reason",
		Text: `The reason is the audit of a seat that does not travel to child specs. One
that says nothing (empty, punctuation only, TODO, TBD, FIXME, XXX, TBA, WIP,
N/A, none, placeholder, reason, or a TODO: or FIXME(...) marker) records no
decision. Say why the seat is not carried.`,
		Bad: `//clampvet:notcarried
var NotCarried = map[string]string{
	"MaxTurns": "TODO", // finding: not-carried table NotCarried gives seat MaxTurns a placeholder reason "TODO"
}`,
		Good: `//clampvet:notcarried
var NotCarried = map[string]string{
	"MaxTurns": "a budget each constructor sizes for its child's own job",
}`,
		NotAllowable: tableIsTheRecord,
	},
	{
		ID:       CarriedSeatNotGoverned,
		Analyzer: "notcarried",
		Title:    "A carried seat is not a spec field the tighten function governs",
		Text: `Every carried seat must be a field of the spec type (a promoted field counts)
that the tighten function reads or writes: a seat it never merges, or that
names no field, is carried to nothing. Rename or remove the source field, or
govern the seat in the tighten function.`,
		Bad: `type Source struct {
	HandsReadOnly bool
	Extra         string // finding: carried seat Extra (a field of Source) names no field of spec type Spec
}`,
		Good: `type Source struct {
	HandsReadOnly bool
}`,
		NotAllowable: tightenIsConfiguration,
	},
	{
		ID:       RoleNeverChecked,
		Analyzer: "notcarried",
		Title:    "A carrier or not-carried table is never checked against a tighten function",
		Text: `Checks run in the tighten function's package, against the carrier and the
table it sees. A carrier or table declared downstream of a visible tighten
function is out of its sight (and any tighten function further down must pair
with the upstream one's); one in a package nothing can import (package main,
an external test package) with no tighten function in sight will never be
paired. Move it to the tighten function's package or one it imports, or
declare a \'//clampvet:tighten\' func next to it.`,
		Bad: `package main

//clampvet:notcarried
var NotCarried = map[string]string{"MaxTurns": "per lane"} // finding: not-carried table NotCarried is in package main and sees no tighten function`,
		Good: `package policy

//clampvet:notcarried
var NotCarried = map[string]string{"MaxTurns": "per lane"}

//clampvet:tighten
func Tighten(spec, t Spec) Spec { ... }`,
		NotAllowable: tightenIsConfiguration,
	},
}
