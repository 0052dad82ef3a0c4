// Package clampseats defines an analyzer that keeps every clamp seat
// travelling through the one carrier: the carrier reads every seat, the seat
// list equals the seats, every construction of a clamp source names every
// seat, each read from the same seat of the parent, and no carrier result is
// dropped.
//
// [Documentation] is the analyzer's one description (clampvet help
// clampseats, docs/analyzers.md); the roles it checks are read by package
// internal/roles.
package clampseats

import "honnef.co/go/tools/analysis/lint"

// Documentation is the analyzer's structured documentation; drivers render
// it as plain text (Analyzer.Doc) and Markdown (docs/analyzers.md).
var Documentation = &lint.RawDocumentation{
	Title: "Every clamp seat travels through the carrier",
	Text: `The func documented with \'//clampvet:carrier\' takes one parameter, the clamp source: a named
struct type declared in the carrier's package whose fields are the seats. The carrier's body must
read every seat. The seat list (\'//clampvet:seats\'), where declared, must be a composite literal of
string literals equal, in order, to the source's fields.

Every construction of a source value, in every package, must be a keyed composite literal naming
every seat. Each seat's value is read from the parent (\'parent.Seat\'), or is the restricting
value the lane means; a zero value is right only where it restricts nothing the parent restricted,
and in many engines the zero value is the loosest (a nil allow-list that allows every tool, an
unset face that confines nothing), so writing it drops the parent's clamp. An omitted seat, an
empty or unkeyed literal, \'var s Source\' without initializer, \'new(Source)\', \'make\' of source
values and a conversion from another type are findings. A suggested fix writes an omitted seat
only from the value the literal's other seats are read from: when every seat the literal gives is
\'base.Seat\' for one base (a variable followed by field selections, no call, index or
conversion) and base has, for each omitted seat, a field of its name (promoted fields count)
assignable to it, the fix adds \'Seat: base.Seat,\'. Otherwise there is no fix: a zero value
written by a tool would drop a clamp the lane meant to carry. A call of a carrier whose result is
discarded is a finding.

A seat counts as read when a selector \'param.Seat\' appears in the carrier's body anywhere
but as the target (or the root of the target) of an assignment, increment, decrement or range
\'=\' clause; taking its address counts. Passing the whole parameter to a helper reads nothing:
the carrier itself must show every seat. Seat-list elements must be string literals; a named
constant is refused even when its value is right.

Whole sources, a dataflow rule (SSA, in every package, test files excepted). The argument of
every carrier call must be, on every path, a keyed literal of the source with no seat written
between the literal and the call (and its address passed to no call in between), or the result
of a function whose every return is such a value, or a parameter (of a declared function, or of
a constructor var's literal, a package-level func-literal variable never assigned again): then
every caller must pass a whole source there, checked at each call in whichever package it is (the
summaries travel as facts of the direct imports). Anything else is a finding that names the
origin: a map lookup (a miss is the zero source), a type assertion, a channel receive, a field
or element read, a value read through a pointer or captured by a closure, a generic zero, the
result of a function not known to return a whole literal, a seat cleared after the literal, the source
passed to a call (\'json.Unmarshal\') before the carrier call. A carrier, or a function that
hands a parameter to one (a constructor var included), used other than as the callee of a call is
a finding at the reference: its callers through the func value cannot be checked.

	// finding: carrier source is a map lookup: pass a keyed literal
	func legSpec(lanes map[string]policy.ChildClampSource) policy.TaskSpec {
		var spec policy.TaskSpec
		policy.ChildClampSeats(lanes["verify"]).Apply(&spec)
		return spec
	}

	// no finding: every return of whole is a keyed literal naming every seat
	func legSpec(parent policy.TaskSpec) policy.TaskSpec {
		var spec policy.TaskSpec
		policy.ChildClampSeats(whole(parent)).Apply(&spec)
		return spec
	}

Seats come from the parent, a dataflow rule (SSA, test files excepted). Each seat of a source
literal must be read from the same seat of one parent value: the field of the spec type (the
tighten function's) that carries the seat, or the seat itself of another source, the same field
object by go/types identity, never by name. The read may go through field selections, loads,
conversions and phis whose every edge qualifies. The parent is a parameter (the receiver
included), a field path below one, a \'//clampvet:root\' func's result, the result of a function
of the package whose every return is such a parent, or such a parent a func literal captures
(as the enclosing function holds it where the closure is made, written by nothing after); it is
not the spec the clamps are applied to in the function (the child being built), and nothing
writes it between its origin and the read (a store, its address handed to a call, captured by a
closure or stored). A literal is accepted
only where it is the seat's restricting value, stated in the carrier's package by the
\'//clampvet:restricting\' var: a keyed literal of the source whose values are constants (the
policy module's: \'HandsReadOnly\' true, \'InteractiveTools\' \'ToggleOff\', \'ReadFace\' and
\'WriteFace\' \'FaceRoots\'). A seat the var leaves out or gives nil has none, and takes no literal:
an add-only list such as \'ReadDenyPatterns\' cannot be proven a superset of the parent's, so \'nil\'
or any list written there is a finding. The rule is checked where a tighten function is in view
(its spec type says which field carries each seat). A finding names the seat and the cause: read
from another seat (a swap), from the spec being built, from a value written before the read,
from a fresh value (a literal, the zero value, \'new\'), a literal looser than the restricting
value, or an origin the rule cannot follow (a map lookup, a package-level variable, a result of
a function of another package that is no root), each with what to write instead.

	// finding: seat ReadFace of the carrier source is read from seat WriteFace:
	// read it from the same seat
	policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    parent.HandsReadOnly,
		InteractiveTools: parent.InteractiveTools,
		ReadFace:         parent.WriteFace,
		WriteFace:        parent.WriteFace,
		ReadDenyPatterns: parent.ReadDenyPatterns,
	}).Apply(&spec)

	// no finding: every seat read from the same seat of the parent, or its
	// restricting value
	policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    true,
		InteractiveTools: parent.InteractiveTools,
		ReadFace:         parent.ReadFace,
		WriteFace:        policy.FaceRoots,
		ReadDenyPatterns: parent.ReadDenyPatterns,
	}).Apply(&spec)

Not followed (each is a finding, never a silent pass, unless it cannot reach a carrier call):
calls through func values and interface methods; a package-level variable initialized other
than with a func literal (only its literal is checked, syntactically); generic code
instantiated with a source type; reflection and unsafe. Panicking paths (panic, os.Exit,
log.Fatal, and functions of the package that never return) are not returns. A method with an
obligation reached through an interface value is not seen.

Unknown or misplaced \'//clampvet:\' directives, \'// clampvet:\' written with a space, and carrier,
seat-list or restricting directives on the wrong kind of declaration are findings that say what
is expected. So is a \'//clampvet:restricting\' var outside the carrier's package, without a keyed
literal of the source, or with a value that is neither a constant nor nil.

Why each finding asks what it asks (the messages are short; the reasons are here):

- The source must be a non-generic named struct type declared in the carrier's own package,
  taken by value, with named fields: every package that builds a source can then name every
  seat in a keyed literal, and no other package can change what the source is. A source of
  another package (or an alias of one), a pointer, a slice, a map, an interface or an unnamed
  struct is refused; a blank field cannot be named in a keyed literal, and an unexported seat
  of an exported source cannot be named by the packages that build it: export the field.

- "carrier C does not read seat S": a seat the carrier never reads is dropped on the way to
  the spec, whatever the lanes write. Read \'param.S\' in the carrier's own body.

- The seat list has no carrier to compare with unless the carrier is declared in its
  package. An array literal shorter than its length leaves empty strings, seats nobody wrote:
  use \'[...]string\' or \'[]string\'.

- "literal omits seat S: name every seat, zero values included": a lane writes every seat,
  so that a seat added to the source later is a finding at every construction instead of a
  silent zero. Write the parent's value (\'S: parent.S\'), or the restricting value where the
  lane has its own; write a zero value only where it is known to restrict nothing the parent
  restricts, never as a filler: where the zero value is the loosest (a nil allow-list for every
  tool), it lifts the parent's clamp, and no check tells a deliberate zero from a careless one. An empty or unkeyed literal, \'var s Source\',
  a named result, \'new\', \'make\' with a length, a conversion, an array or slice literal that
  leaves elements out, or a struct literal that omits a field holding a source all build a
  source whose seats nobody named: the same silent zero.

- "seat S of the carrier source is ...": a whole source names every seat, but only the values
  in it decide what the child carries. Read from another seat, the child gets the parent's
  clamp for the wrong seat (a read face for a write face); read from the spec being built, it
  carries its own values as its parent's; read from a copy written before the read, or from a
  spec made in the constructor, it carries values no parent ran under. A literal is the
  restricting value or nothing: any other literal can be looser than the parent's value, and a
  list in an add-only seat drops the parent's entries. Read \'S: parent.S\'.

- "result of carrier C is discarded: use it, or its seats are lost": the clamps the carrier
  returns are what reaches the spec; dropping them (\'_ =\', an expression statement, \'go\' or
  \'defer\') loses every seat.

- "carrier source is <origin>: pass a keyed literal": only a keyed literal is known
  to carry every seat (the rule above makes every keyed literal name every seat); the origin
  named, shown as the finding's first step, is not. "a map lookup": a miss without comma-ok is the zero source.
  "a result of F, not known whole": no summary says that every return of F is a whole literal
  (F's package takes no part, or F returns something else on some path). "a result of
  generic F": a generic function's result may be its type parameter's zero value. "a zero
  value, naming no seat", "seat S cleared before the carrier call": a seat is zero, or is
  written after the literal. "source passed to G is ...": G hands its parameter to the carrier, so each
  caller of G must pass a whole source, checked at the call.

- "carrier source is a parameter of a func literal: build the source here": a func literal other
  than a constructor var's is called through a func value, which cannot be followed, so the
  obligation to pass a whole source cannot move to its callers as it does for a declared
  function's parameter. A constructor var (a package-level func-literal variable the
  constructors analyzer keeps fixed) called by name passes the obligation to its callers as a
  declared function does; any other use of it is "constructor var V used as a value".

- "F, which hands a source to the carrier, used as a value: call it directly" (or "carrier C
  used as a value"): a call through the func value cannot be checked, so a caller could pass
  any source there.`,
	Before: `//clampvet:carrier
func ChildClampSeats(source ChildClampSource) Clamps { ... }

clamps := policy.ChildClampSeats(policy.ChildClampSource{HandsReadOnly: parent.HandsReadOnly})`,
	After: `clamps := policy.ChildClampSeats(policy.ChildClampSource{
	HandsReadOnly:    parent.HandsReadOnly,
	InteractiveTools: parent.InteractiveTools,
	ReadFace:         parent.ReadFace,
	WriteFace:        parent.WriteFace,
	ReadDenyPatterns: parent.ReadDenyPatterns,
})
clamps.Apply(&spec)`,
	Since:    "v0.1.0",
	Severity: lint.SeverityError,
}
