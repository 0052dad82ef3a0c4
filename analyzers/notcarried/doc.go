// Package notcarried defines an analyzer that checks the tighten function
// against the carrier and the not-carried table: every seat the tighten
// function governs is carried or listed with a real reason, and neither
// names a seat it does not govern.
//
// [Documentation] is the analyzer's one description (clampvet help
// notcarried, docs/analyzers.md); the roles it checks are read by package
// internal/roles.
package notcarried

import "honnef.co/go/tools/analysis/lint"

// Documentation is the analyzer's structured documentation; drivers render
// it as text (the analyzer's Doc) and as Markdown (docs/analyzers.md).
var Documentation = &lint.RawDocumentation{
	Title: "Every seat the tighten function governs is carried or not carried for a stated reason",
	Text: `The tighten function (\'//clampvet:tighten\' on a plain func) merges a spec
tighten-only. Its spec type is the named struct type of its first parameter
(by value or through a pointer); any other first parameter, or none, is a
finding. The seats it governs are the spec fields its body reads or writes,
resolved through go/types: a selector that reaches a field of a spec value
(a promoted field is a field of the spec, as go/types selects \'spec.F\',
inside the embedded field that holds it: carrying or listing either covers
the use; for a promoted method, the embedded field it goes through), and every
field a composite literal of the spec type writes (its keys; every field
for a positional literal). Nested func literals count; callees do not. A
field the body never touches is not governed, so a tighten function that
hands whole specs to a helper governs nothing there, and every carried seat
and table key is then reported: keep the per-seat merge in its body.

The carrier (\'//clampvet:carrier\') carries the seats that are the field names of
its clamp source, read under the rule the clampseats analyzer checks (one
parameter of a non-generic named struct type declared in the carrier's
package, every field named); a carrier whose source cannot be read carries
no seats. The not-carried table
(\'//clampvet:notcarried\' on a var) must be a map literal from seat name to
reason whose keys and reasons are string literals: an identifier, a
selector, a call or a concatenation is a finding at that element, and an
initializer that is not a map literal (a call, an identifier, nil, none) is
a finding at the var.

The tighten function pairs with the carrier and the table visible from its
package: declared in it, or in a package it imports directly or
transitively. One declared in its own package is preferred; otherwise
exactly one must be visible. None visible, or several and none local, is a
finding at the tighten function that names them. In the tighten function's
package:

- every governed seat must be carried (a field of the clamp source) or a
  key of the table; else a finding at the seat's first read or write;

- every reason must say something. A reason is a placeholder when, with
  every rune that is not a letter or a digit trimmed from both ends,
  nothing is left ("", "-", "..."), or what is left is, in any letter
  case, one of TODO, TBD, FIXME, XXX, TBA, WIP, N/A, N.A, NA, none,
  placeholder or reason ("n.a.", "None", "(reason)"), or it starts with
  TODO, TBD, FIXME, XXX, TBA or WIP in upper case followed by a rune that
  is not a letter or a digit ("TODO: later", "FIXME(ann)", "WIP - see the
  issue"). A sentence that merely starts with such a word ("todo lists
  are per lane", "none of the lanes asks") is not a placeholder;

- every key must name a governed seat (a stale key is a finding, saying
  whether the spec has no such field or the tighten function never touches
  it) and no key may name a carried seat (a contradiction);

- every carried seat must be a field of the spec type (a promoted field
  counts) and be governed.

Not followed: the tighten function's callees, func values, reflection and
unsafe. A seat merged only by a helper is not governed, so nothing asks
that it be carried or listed: keep the per-seat merge in the body.

A finding about a declaration in the package under analysis is reported at
that declaration (the key, the reason, the source field); one about a
declaration in another package is reported at the tighten function, names
the other declaration by its qualified name and points at it with a related
location (a row of another package's table: at the table). A carrier or
table that cannot be read makes the checks that need it impossible: that is
reported once (at a local table's unreadable element, else at the tighten
function) instead of as a finding per seat.

A carrier or table in a package without a tighten function is checked by a
tighten function downstream, in a package that imports it. Two layouts
guarantee that never happens, and each is a finding at the declaration: a
tighten function is visible from its package (that function cannot see
it, and a downstream one would have to prefer its own), or its package
cannot be imported (package main, an external test package) and no tighten
function is visible from it. A carrier or table in an importable library
package that no package with a tighten function ever imports is outside
what a per-package analysis can see: run clampvet on the module that holds
the tighten function.

Roles cross packages through one package fact, exported by every package
that declares a role or imports (directly) a package that exports it; it
lists the carriers with their seats, the tables with their rows and
positions, and the tighten functions visible from the package, sorted, so
it encodes byte-identically on every run. A package with no
\'//clampvet:\'-looking comment and no such import returns before reading
any syntax. Misplaced, repeated or malformed \'//clampvet:tighten\' and
\'//clampvet:notcarried\' directives are reported by this analyzer.

Why each finding asks what it asks (the messages are short; the reasons are
here):

- "governed seat S is neither carried nor listed: add it to Source or to
  NotCarried": the tighten function merges S, so a child spec built from a
  parent must either receive it through the carrier (a field of the clamp
  source) or say why not (a key of the table, with a reason).

- "key K of table T names no field of Spec" and "is not governed by F":
  the row is stale, the spec has no such field or the tighten function never
  reads or writes it: remove the row, or govern the seat. "is carried by C":
  a seat is carried or not carried, not both.

- "carried seat S ... names no field of spec type Spec" or "is not governed
  by F": every carried seat must be a seat the tighten function governs;
  rename or remove the field, or govern it.

- "gives seat S an empty reason" or "a placeholder reason": say why the seat
  is not carried (the placeholder rule is above).

- "sees no carrier" or "sees no not-carried table": declare one in the
  tighten function's package or in a package it imports, directly or
  transitively; "sees N carriers (...)": declare its own in its package, or
  import only one of them.

- "carrier C has no readable clamp source" or "table T cannot be read: fix
  its findings": the checks that need it are impossible until the findings
  at that declaration are fixed; this is said once, not once per seat.

- "carrier C is out of sight of F: move it up or add one here": C is
  declared downstream of the tighten function F, which cannot see it, and
  nothing in this package checks it: move C to F's package or a package F
  imports, or declare a \'//clampvet:tighten\' func in this package. "is in
  package main and sees no tighten function": no package can import it, so
  no tighten function will ever check it; declare one here.`,
	Before: `
//clampvet:carrier
func Carry(src Source) Clamps { ... }           // Source{HandsReadOnly bool}

//clampvet:notcarried
var NotCarried = map[string]string{"MaxTurns": "TODO"}

//clampvet:tighten
func Tighten(spec, t Spec) Spec {
	spec.HandsReadOnly = spec.HandsReadOnly || t.HandsReadOnly
	spec.MaxTurns = min(spec.MaxTurns, t.MaxTurns)  // "TODO" is a placeholder
	spec.Posture = max(spec.Posture, t.Posture)     // Posture: neither carried nor listed
	return spec
}`,
	After: `
//clampvet:carrier
func Carry(src Source) Clamps { ... }           // Source{HandsReadOnly bool}

//clampvet:notcarried
var NotCarried = map[string]string{
	"MaxTurns": "a budget each constructor sizes for its child's own job",
	"Posture":  "a leg's own statement, set by its constructor",
}

//clampvet:tighten
func Tighten(spec, t Spec) Spec {
	spec.HandsReadOnly = spec.HandsReadOnly || t.HandsReadOnly
	spec.MaxTurns = min(spec.MaxTurns, t.MaxTurns)
	spec.Posture = max(spec.Posture, t.Posture)
	return spec
}`,
	Since:    "v0.1.0",
	Severity: lint.SeverityError,
}
