// Package roles reads the clamp-seat roles of a package once, with one rule
// each, for every clampvet analyzer: the carrier and its clamp source, the
// seat list, the tighten function with its spec type and the seats it
// governs, the not-carried table, and the constructor registry.
//
// Roles are declared with //clampvet:NAME directives (package
// internal/directive). [Analyzer] reads them in every package that takes
// part, exports the facts that carry them across packages, and returns them
// as its result, a [*Package]; it reports nothing itself. Each role has an
// owning analyzer that reports its directive and shape problems
// ([Package.Report]), so an analyzer that runs alone still reports every
// directive it depends on.
//
// # Taking part
//
// A package takes part when one of its comments looks like a clampvet
// directive or one of its direct imports exports a [Visible] fact. The
// decision is made in one place, before any syntax is walked, and the
// result is nil in every other package: the analyzers that require
// [Analyzer] return at once there, which keeps them near free on the
// standard library and on dependencies that have nothing to do with
// clamps.
//
// # The carrier rule
//
// A carrier is a func declared with a valid //clampvet:carrier directive.
// Its clamp source can be read when the func is not generic and has exactly
// one, non-variadic parameter whose type is a non-generic named struct type
// declared in the carrier's own package (an alias of it counts), with at
// least one field, every field named (not embedded, not blank) and, when the
// source type is exported, every field exported. A carrier whose source
// cannot be read is still a carrier: calls of it count and its result must
// not be dropped, but it carries no seats and every check that needs its
// seats says it cannot be made.
package roles
