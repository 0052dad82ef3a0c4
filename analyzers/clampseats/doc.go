// Package clampseats defines an analyzer that keeps every clamp seat
// travelling through the one carrier.
//
// The carrier is the func documented with //clampvet:carrier. Its one
// parameter's type, a named struct declared in the carrier's package, is
// the clamp source; the source's fields are the seats. The analyzer checks
// that:
//
//   - the carrier has that shape and its body reads every seat;
//   - the seat list (the var documented with //clampvet:seats), where
//     declared, is a composite literal of string literals equal, in order,
//     to the seats;
//   - every construction of a source value, in every package that can name
//     the source type, is a keyed composite literal that names every seat:
//     adding a seat turns every construction site red until each says what
//     it carries there;
//   - no call of a carrier that returns something drops the result.
//
// It also reports the directive problems of the carrier and seat-list
// roles and those no role owns (unknown names, misplaced directives,
// "// clampvet:" with a space).
//
// # Facts
//
// The carrier func gets a carrierFact, the source's TypeName a sourceFact
// (its seat names, in order). Object facts on a type are visible wherever
// the type is, so a construction through an alias declared in another
// package is still seen. A package fact marks every package that declares
// a carrier or directly imports a marked package; a package with no
// //clampvet: comment and no marked direct import returns before walking
// any syntax, which keeps the analyzer near free on the rest of a build.
//
// # Decisions
//
//   - A seat counts as read when a selector param.Seat appears in the
//     carrier's body anywhere but as the target (or the root of the
//     target) of an assignment, increment, decrement or range "=" clause.
//     Taking its address counts as a read. Passing the whole parameter to
//     a helper reads nothing: the carrier itself must show every seat.
//   - Seat-list elements must be string literals (parenthesized or not).
//     A named constant is reported even when its value is right, like a
//     call, a conversion or a concatenation; the finding names the shape
//     it found in the words every analyzer uses (package
//     internal/exprshape).
//   - Besides the literals, var declarations without initializer, named
//     results, new(T), make with a non-zero length, struct literals that
//     omit a field and array literals that leave elements out are reported
//     when the zero value they create is or holds a source. Conversions to
//     a source (or a pointer to one) from another type are reported.
//   - Not followed: generic code instantiated with a source type (var t T),
//     a carrier called through a func value, and reflection.
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
every seat; a lane with no value for a seat writes its zero value explicitly. An omitted seat, an
empty or unkeyed literal, \'var s Source\' without initializer, \'new(Source)\', \'make\' of source
values and a conversion from another type are findings; a suggested fix adds each omitted seat as
\'Seat: <zero value>,\'. A call of a carrier whose result is discarded is a finding.

Unknown or misplaced \'//clampvet:\' directives, \'// clampvet:\' written with a space, and carrier
or seat-list directives on the wrong kind of declaration are findings that say what is expected.`,
	Before: `//clampvet:carrier
func ChildClampSeats(source ChildClampSource) Clamps { ... }

clamps := policy.ChildClampSeats(policy.ChildClampSource{HandsReadOnly: parent.HandsReadOnly})`,
	After: `clamps := policy.ChildClampSeats(policy.ChildClampSource{
	HandsReadOnly:    parent.HandsReadOnly,
	InteractiveTools: parent.InteractiveTools,
	ReadFace:         parent.ReadFace,
	WriteFace:        "",
	ReadDenyPatterns: nil,
})
clamps.Apply(&spec)`,
	Since:    "v0.1.0",
	Severity: lint.SeverityError,
}
