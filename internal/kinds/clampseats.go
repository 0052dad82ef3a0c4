package kinds

// The kinds the clampseats analyzer reports: the carrier's shape and
// reads, the seat list, the construction of sources and the carrier's
// discarded results.
const (
	// CarrierSignature is a carrier that is not a plain func of one
	// parameter.
	CarrierSignature = "carrier-signature"
	// CarrierSourceType is a carrier whose parameter is not a non-generic
	// named struct type declared in the carrier's package.
	CarrierSourceType = "carrier-source-type"
	// CarrierSourceFields is a clamp source with a field a keyed literal
	// of another package cannot name: none at all, an embedded or blank
	// field, an unexported seat of an exported source.
	CarrierSourceFields = "carrier-source-fields"
	// CarrierUnreadSeat is a seat of the source the carrier's body does
	// not read.
	CarrierUnreadSeat = "carrier-unread-seat"
	// SeatListWithoutCarrier is a seat list in a package that declares no
	// carrier.
	SeatListWithoutCarrier = "seat-list-without-carrier"
	// SeatListShape is a seat list that is not a closed literal of string
	// literals.
	SeatListShape = "seat-list-shape"
	// SeatListMismatch is a seat list that is not the source's field
	// names in field order: a name repeated, not a seat, missing or out of
	// order.
	SeatListMismatch = "seat-list-mismatch"
	// RestrictingShape is a //clampvet:restricting var that is not a
	// keyed literal of the carrier's source in the carrier's package
	// whose every value is a constant or nil.
	RestrictingShape = "restricting-shape"
	// SourceLiteralOmitsSeat is a keyed source literal that leaves a seat
	// out (an empty literal leaves out every seat).
	SourceLiteralOmitsSeat = "source-literal-omits-seat"
	// SourceLiteralUnkeyed is a positional source literal.
	SourceLiteralUnkeyed = "source-literal-unkeyed"
	// SourceZeroValue is a source made zero without a literal: a var
	// without initializer, a named result, new, make with a length, or a
	// struct, array or slice literal that leaves a source out.
	SourceZeroValue = "source-zero-value"
	// SourceConversion is a source, or a pointer to one, converted from a
	// value of another type.
	SourceConversion = "source-conversion"
	// CarrierResultDiscarded is a carrier call whose result is dropped.
	CarrierResultDiscarded = "carrier-result-discarded"
)

// The kinds of the directive problems. Every analyzer reports them for
// the directives of the roles it owns (clampseats also for those that name
// no role), so they belong to no analyzer.
const (
	// DirectiveMisspelt is a comment that reads as a directive but is not
	// one to the go tool: a space, a third slash, upper case, no colon,
	// another character in place of the colon, a block comment.
	DirectiveMisspelt = "directive-misspelt"
	// DirectiveUnknown is a directive that names no role, or one that
	// does not exist.
	DirectiveUnknown = "directive-unknown"
	// DirectiveArgument is a directive followed by an argument.
	DirectiveArgument = "directive-argument"
	// DirectiveMisplaced is a directive that documents no declaration, or
	// the wrong kind of one.
	DirectiveMisplaced = "directive-misplaced"
	// DirectiveDuplicate is a role declared twice in a package, or a
	// declaration given two roles.
	DirectiveDuplicate = "directive-duplicate"
	// DirectiveInTestFile is a directive in a _test.go file.
	DirectiveInTestFile = "directive-in-test-file"
	// DirectiveBuildConstrained is a role declared only in a file some
	// builds exclude.
	DirectiveBuildConstrained = "directive-build-constrained"
	// DirectiveFileUnreadable is a Go file the build excludes that cannot
	// be read to check its directives.
	DirectiveFileUnreadable = "directive-file-unreadable"
)

// The reasons no exception may cover a configuration kind.
const (
	directivesAreConfiguration = "a directive declares a role for the whole package: one the analyzers cannot read must be mended, not excepted"
	carrierIsConfiguration     = "the carrier and its source decide what every child of the engine receives: an exception here would switch the check off for every construction, not accept one reviewed site"
	seatListIsConfiguration    = "the seat list is the written record of the seats: an exception would leave it disagreeing with the source for every reader"
	restrictingIsConfiguration = "the restricting values decide which literal every construction may write in a seat: an exception here would switch the check off for every site, not accept one reviewed site"
)

var clampseatsKinds = []Kind{
	{
		ID:       CarrierSignature,
		Analyzer: "clampseats",
		Title:    "The carrier is not a plain func of one clamp source",
		Text: `The func documented with \'//clampvet:carrier\' takes exactly one parameter,
the clamp source, whose fields are the seats. A generic carrier, one with no
parameter or several, or a variadic one has no one source whose seats every
construction must name, so nothing else about the carrier can be checked.
Take one parameter of the source struct type.`,
		Bad: `//clampvet:carrier
func Carry(a Source, b Source) Clamps { ... } // finding: carrier Carry has 2 parameters`,
		Good: `//clampvet:carrier
func Carry(src Source) Clamps { ... }`,
		NotAllowable: carrierIsConfiguration,
	},
	{
		ID:       CarrierSourceType,
		Analyzer: "clampseats",
		Title:    "The carrier's parameter is not a named struct of its own package",
		Text: `The clamp source must be a non-generic named struct type declared in the
carrier's own package, taken by value: every package that builds a source can
then name every seat in a keyed literal, and no other package can change what
the source is. A pointer, a slice, a map, an interface, an unnamed struct, a
type of another package (or an alias of one), a generic type or a named type
that is not a struct is refused. Declare the source struct next to the carrier.`,
		Bad: `//clampvet:carrier
func Carry(src *Source) Clamps { ... } // finding: carrier Carry parameter has type *Source`,
		Good: `//clampvet:carrier
func Carry(src Source) Clamps { ... }`,
		NotAllowable: carrierIsConfiguration,
	},
	{
		ID:       CarrierSourceFields,
		Analyzer: "clampseats",
		Title:    "The clamp source has a field a keyed literal cannot name",
		Text: `Each field of the clamp source is a seat, and every construction of a source
names every seat in a keyed literal. A source with no field carries nothing; an
embedded field or a blank field cannot be named as a seat; an unexported field
of an exported source cannot be named by the packages that build it. Give the
source one named, exported field per seat.`,
		Bad: `type Source struct {
	Base // finding: source Source of carrier Carry embeds Base
	A    int
}`,
		Good: `type Source struct {
	X int
	A int
}`,
		NotAllowable: carrierIsConfiguration,
	},
	{
		ID:       CarrierUnreadSeat,
		Analyzer: "clampseats",
		Title:    "The carrier does not read a seat of its source",
		Text: `A seat the carrier never reads is dropped on the way to every child spec,
whatever the constructors write. A seat counts as read when \'param.Seat\'
appears in the carrier's own body other than as the target of an assignment;
passing the whole parameter to a helper reads nothing, and an unnamed or blank
parameter reads no seat. Read \'param.Seat\' in the carrier's body, or, if the
seat is not meant to travel, remove it from the source and list it in the
not-carried table with a reason.`,
		Bad: `//clampvet:carrier
func Carry(src Source) Clamps { // finding: carrier Carry does not read seat WriteFace
	return Clamps{ReadFace: src.ReadFace}
}`,
		Good: `//clampvet:carrier
func Carry(src Source) Clamps {
	return Clamps{ReadFace: src.ReadFace, WriteFace: src.WriteFace}
}`,
		NotAllowable: "the carrier is the one place every seat travels through: a seat it drops is dropped for every child of the engine; read it, or remove it from the source and list it as not carried",
	},
	{
		ID:       SeatListWithoutCarrier,
		Analyzer: "clampseats",
		Title:    "The seat list has no carrier in its package to compare with",
		Text: `A seat list (\'//clampvet:seats\') is checked against the fields of the
clamp source of the carrier declared in the same package. Without one, nothing
says whether the list is right. Declare the seat list in the carrier's package,
or declare the carrier here.`,
		Bad: `//clampvet:seats
var Seats = []string{"A", "B"} // finding: seat list Seats has no carrier to compare with`,
		Good: `//clampvet:carrier
func Carry(src Source) Clamps { ... }

//clampvet:seats
var Seats = []string{"A", "B"}`,
		NotAllowable: seatListIsConfiguration,
	},
	{
		ID:       SeatListShape,
		Analyzer: "clampseats",
		Title:    "The seat list is not a closed literal of string literals",
		Text: `The seat list is where a reader reads the seats, so it must be a
\'[]string\' (or \'[...]string\') composite literal whose elements are string
literals, with no index keys. An identifier, a call, a concatenation or a
named constant reads as nothing without resolving it elsewhere, even when its
value is right; an array literal shorter than its length leaves empty strings.`,
		Bad: `const B = "B"

//clampvet:seats
var Seats = []string{"A", B, "C"} // finding: element 1 of seat list Seats is a named constant (B)`,
		Good: `//clampvet:seats
var Seats = []string{"A", "B", "C"}`,
		NotAllowable: seatListIsConfiguration,
	},
	{
		ID:       SeatListMismatch,
		Analyzer: "clampseats",
		Title:    "The seat list differs from the clamp source's fields",
		Text: `The seat list must name the source's fields, each once, in field order: a
name twice, a name that is no seat, a seat missing or a seat out of order is a
list that disagrees with what the carrier carries. Write the list as the
source's field names, in order.`,
		Bad: `type Source struct{ A, B, C int }

//clampvet:seats
var Seats = []string{"A", "B"} // finding: seat list Seats is missing seat C of Source`,
		Good: `type Source struct{ A, B, C int }

//clampvet:seats
var Seats = []string{"A", "B", "C"}`,
		NotAllowable: seatListIsConfiguration,
	},
	{
		ID:       RestrictingShape,
		Analyzer: "clampseats",
		Title:    "The restricting values cannot be read",
		Text: `The \'//clampvet:restricting\' var states each seat's restricting value: the
one literal a construction may write in that seat instead of reading it from
the parent, since no parent's value can be stricter. It is declared in the
carrier's package, with a keyed literal of the carrier's source, each value a
constant (the restricting value) or nil (the seat has none, as an add-only list:
every literal there is a finding); a seat it leaves out has none either. A var of another type,
one that is not a literal, a positional literal, a value that is not a
constant, or a package without a readable carrier states nothing the analyzers
can compare with. Write the literal.`,
		Bad: `//clampvet:restricting
var Restricting = Source{ReadOnly: true, Face: strictest()} // finding: restricting value of seat Face is a call of strictest`,
		Good: `//clampvet:restricting
var Restricting = Source{ReadOnly: true, Face: FaceRoots, Deny: nil}`,
		NotAllowable: restrictingIsConfiguration,
	},
	{
		ID:       SourceLiteralOmitsSeat,
		Analyzer: "clampseats",
		Title:    "A clamp source literal leaves a seat out",
		Text: `Every construction of a clamp source names every seat, its zero value where
the lane has none, so that a seat added to the source later is a finding at
every construction instead of a silent zero that drops a clamp. An empty
literal names no seat. Write the omitted seats; where every given seat is read
from one value, the suggested fix writes the missing ones from it too, never a
zero value.`,
		Bad: `policy.ChildClampSeats(policy.ChildClampSource{ // finding: literal omits seat ReadDenyPatterns
	HandsReadOnly:    w.HandsReadOnly,
	InteractiveTools: w.InteractiveTools,
	ReadFace:         w.ReadFace,
	WriteFace:        w.WriteFace,
}).Apply(&spec)`,
		Good: `policy.ChildClampSeats(policy.ChildClampSource{
	HandsReadOnly:    w.HandsReadOnly,
	InteractiveTools: w.InteractiveTools,
	ReadFace:         w.ReadFace,
	WriteFace:        w.WriteFace,
	ReadDenyPatterns: w.ReadDenyPatterns,
}).Apply(&spec)`,
	},
	{
		ID:       SourceLiteralUnkeyed,
		Analyzer: "clampseats",
		Title:    "A clamp source literal is not keyed",
		Text: `A positional literal names no seat: read at the construction, it does not
say which value is which seat, and a seat added or reordered in the source
silently shifts every value. Name each seat with its key; the suggested fix
adds the keys.`,
		Bad:  `src := policy.Source{true, "", 8} // finding: unkeyed policy.Source literal`,
		Good: `src := policy.Source{ReadOnly: true, Face: "", Max: 8}`,
	},
	{
		ID:       SourceZeroValue,
		Analyzer: "clampseats",
		Title:    "A clamp source is made zero, naming no seat",
		Text: `A source that no literal builds is a zero value whose seats nobody named:
\'var s Source\' without initializer, a named result, \'new(Source)\', \'make\'
of source values with a length, a struct literal that leaves out a field
holding a source, an array or slice literal that leaves elements out. Each
drops every clamp it should carry. Build each source with a keyed literal
naming every seat.`,
		Bad: `var src policy.ChildClampSource // finding: var src is a zero policy.ChildClampSource, naming no seat
src.ReadFace = parent.ReadFace`,
		Good: `src := policy.ChildClampSource{
	HandsReadOnly:    parent.HandsReadOnly,
	InteractiveTools: parent.InteractiveTools,
	ReadFace:         parent.ReadFace,
	WriteFace:        parent.WriteFace,
	ReadDenyPatterns: parent.ReadDenyPatterns,
}`,
	},
	{
		ID:       SourceConversion,
		Analyzer: "clampseats",
		Title:    "A clamp source is converted from another type",
		Text: `A conversion makes a source out of a value of another type (a struct with
the same fields, an \'unsafe.Pointer\'): no seat is named where the source is
built, so a seat added to the source is not a finding there. Write a keyed
source literal naming every seat, read from the other value's fields.`,
		Bad:  `src := policy.Source(mine) // finding: conversion to policy.Source from Mine names no seat`,
		Good: `src := policy.Source{ReadOnly: mine.ReadOnly, Face: mine.Face}`,
	},
	{
		ID:       CarrierResultDiscarded,
		Analyzer: "clampseats",
		Title:    "The result of a carrier call is discarded",
		Text: `The clamps the carrier returns are what reaches the spec: dropping them
(\'_ =\', an expression statement, \'go\' or \'defer\') loses every seat of the
source. Use the result: apply it to the spec.`,
		Bad:  `_ = policy.ChildClampSeats(source(parent)) // finding: result of carrier policy.ChildClampSeats is discarded`,
		Good: `policy.ChildClampSeats(source(parent)).Apply(&spec)`,
	},

	// Directive problems: reported by whichever analyzer owns the role
	// the directive names (clampseats for those that name none).
	{
		ID:    DirectiveMisspelt,
		Title: "A comment reads as a clampvet directive but is not one",
		Text: `A directive is a line comment \'//clampvet:NAME\' with no space after the
slashes, two slashes, a colon and the name in lower case. \'// clampvet:carrier\'
(which gofmt keeps as prose), \'///clampvet:\', \'//Clampvet:\', \'//clampvet carrier\',
any other character where the colon goes (\'//clampvet.spawn\', \'//clampvet-spawn\',
\'//clampvet=spawn\', \'//clampvet_spawn\', a fullwidth colon) and
\'/* clampvet:carrier */\' declare nothing: the role they meant is silently
missing. Write the directive as the finding says.`,
		Bad: `// clampvet:carrier
func Carry(src Source) Clamps { ... } // finding: "// clampvet:carrier" is not a directive`,
		Good: `//clampvet:carrier
func Carry(src Source) Clamps { ... }`,
		NotAllowable: directivesAreConfiguration,
	},
	{
		ID:    DirectiveUnknown,
		Title: "A clampvet directive names no known role",
		Text: `The roles are carrier, seats, restricting, tighten, notcarried, registry, spawn and root
(and \'//clampvet:allow\' for an audited exception). A directive with another
name, or none, declares nothing. Write one of the roles.`,
		Bad: `//clampvet:carriers
func Carry(src Source) Clamps { ... } // finding: unknown directive //clampvet:carriers`,
		Good: `//clampvet:carrier
func Carry(src Source) Clamps { ... }`,
		NotAllowable: directivesAreConfiguration,
	},
	{
		ID:    DirectiveArgument,
		Title: "A clampvet directive is given an argument",
		Text: `The role directives take no arguments: the declaration they document is
the whole of what they say. Text after the name is not read, and may say
something the analyzers do not check. Remove it; say it in the doc comment.`,
		Bad: `//clampvet:carrier now
func Carry(src Source) Clamps { ... } // finding: unexpected argument "now" to //clampvet:carrier`,
		Good: `// Carry carries the parent's clamps, now.
//
//clampvet:carrier
func Carry(src Source) Clamps { ... }`,
		NotAllowable: directivesAreConfiguration,
	},
	{
		ID:    DirectiveMisplaced,
		Title: "A clampvet directive documents no declaration of its kind",
		Text: `A directive is read only in the doc comment of a package-level declaration
of the kind its role names: a func for carrier and tighten (no method, and with
a Go body), a func or method for spawn and root, a var declaring one name for
seats, notcarried and registry. Elsewhere (inside a body, on a const, a type, a
var group) it declares nothing. Move it to the declaration it is meant for.`,
		Bad: `//clampvet:carrier
var Carry = func(src Source) Clamps { ... } // finding: //clampvet:carrier documents a var declaration`,
		Good: `//clampvet:carrier
func Carry(src Source) Clamps { ... }`,
		NotAllowable: directivesAreConfiguration,
	},
	{
		ID:    DirectiveDuplicate,
		Title: "A role is declared twice, or a declaration takes two roles",
		Text: `A package has one carrier, one seat list, one tighten function, one
not-carried table and one registry; only spawn sinks and roots may be several.
A second declaration of a role is not read (the first in file order is), and a
declaration takes one role. Keep one.`,
		Bad: `//clampvet:carrier
func Carry(src Source) Clamps { ... }

//clampvet:carrier
func Again(src Source) Clamps { ... } // finding: second //clampvet:carrier on Again`,
		Good: `//clampvet:carrier
func Carry(src Source) Clamps { ... }`,
		NotAllowable: directivesAreConfiguration,
	},
	{
		ID:    DirectiveInTestFile,
		Title: "A clampvet directive is in a test file",
		Text: `A role declared in a _test.go file would exist only in the package's test
build, where it would compete with the package's own roles and make the test
variant's facts differ from the package's. Declare roles in non-test files.`,
		Bad: `// carry_test.go
//clampvet:carrier
func testCarry(src Source) Clamps { ... } // finding: //clampvet:carrier in a test file`,
		Good: `// carry.go
//clampvet:carrier
func Carry(src Source) Clamps { ... }`,
		NotAllowable: directivesAreConfiguration,
	},
	{
		ID:    DirectiveBuildConstrained,
		Title: "A role is declared only in a file some builds exclude",
		Text: `A role declared in a file with a build constraint (a \'//go:build\' line or a
GOOS/GOARCH file name suffix) holds in some builds and vanishes without a word
in the others, and a role in a file this build excludes is not seen at all.
Move the declaration to a file every build includes.`,
		Bad: `// reg_linux.go
//clampvet:registry
var constructors = []string{"agents/subagent.go#buildChildSpec"} // finding: //clampvet:registry in reg_linux.go holds only on _linux builds`,
		Good: `// reg.go
//clampvet:registry
var constructors = []string{"agents/subagent.go#buildChildSpec"}`,
		NotAllowable: directivesAreConfiguration,
	},
	{
		ID:    DirectiveFileUnreadable,
		Title: "A Go file the build excludes cannot be read to check its directives",
		Text: `The directives of the Go files a build excludes are checked too, so that a
role hidden by a constraint is a finding. A file that cannot be read (its
permissions, a dangling link) might hide one: make it readable, or remove it.`,
		Bad: `// carry_windows.go, a link to a file that is gone
//go:build windows

package agents

// agents.go
package agents // finding: cannot read carry_windows.go, which this build excludes, to check its directives`,
		Good: `// carry_windows.go, a readable file
//go:build windows

package agents`,
		NotAllowable: directivesAreConfiguration,
	},
}
