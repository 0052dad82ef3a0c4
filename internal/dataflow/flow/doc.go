// Package flow is the SSA dataflow engine behind the rules that the parent's
// clamps reach every child spec ("reach") and that every carrier call is fed a
// whole source ("whole sources").
//
// # Model
//
// The roles come in go/types terms ([Roles]): the carrier func(S) R, the
// source struct S and its seats, the spec type T and the fields of T that are
// carried seats, and the tighten function func(T, T) T. Nothing is matched by
// name or text.
//
// SSA is built by [Build] only for the declarations a caller wants (the other
// function declarations keep their members but lose their bodies, and only the
// wanted package-level variable initializers are built), so a package that
// does not take part costs nothing and one that does costs only its
// participating functions.
//
// A value is carrier-derived when it is the carrier call's result or flows
// from it: through phis whose every edge is derived, through a local variable
// whose every store is derived (and one dominates the load), through a change
// of type, or as the result of a function or method declared in the carrier's
// package that takes a derived operand and returns T or R (for example a
// Seats method), or of a same-package clamp producer whose every return is
// derived.
//
// The clamps are applied to an output location O (a local spec variable, a
// *T parameter clamped in place, or the T field of a local struct of the
// constructor's own that it returns) by a call of a function or method declared
// in the carrier's package whose operands include a derived R and O itself;
// by a call of a derived func value with O; or by a store into O of a tighten
// call one of whose operands is derived. A store into O of a tighten call
// whose first operand is O's clamped value keeps O clamped: the tighten
// function can only tighten. The state "clamped" is a must-property over the
// control-flow graph: it holds at a point only when it holds on every path
// from the entry. It is reset by a store into a carried seat of O (nested
// writes into the seat included), by a store of a new whole value that is not
// itself clamped, and by O's address passed to any other call. A write before
// the application is the constructor's own stricter value and is never a
// finding.
//
// A source is whole when, on every path, it is a composite literal of S with
// no seat written between the literal and the carrier call and whose address
// was passed to no call in between; or the result of a function whose every
// return is such a value (same package: computed here; other packages: a
// [SummaryLookup]); or a parameter (of a declared function, or of the literal
// of a constructor var called by name), in which case the obligation moves to
// the callers ([Obligation]).
//
// # Seats come from the parent
//
// Each seat a source literal gives ([Checker.SeatOrigins]) is, on every path,
// read from the same seat of a parent: the field of T that carries it (found
// once, by go/types lookup on the tighten function's T, never by a name at
// the read) or the seat itself of another S, through loads, field
// selections, conversions and phis whose every edge is such a read; or it is
// a constant equal to the seat's restricting value ([Roles.Restricting]).
// The parent is followed back to its root: a parameter, a local whose every
// reaching store is a parent (its own zero value, literal or new is a fresh
// value), a phi of parents, the result of a [RootLookup] root or of a
// same-package function whose every normal return is a parent, or a
// variable a func literal captures, decided in the enclosing function
// where the closure is made (nothing there may write it afterwards). The root must
// not be an output the clamps are applied to in the function, and no store,
// call or closure that may write the location read (its path of fields below
// the root overlapping the read's) can run between the root's origin and the
// read. Without a tighten function the rule checks nothing.
//
// Package flowrules runs these rules inside the analysis framework and carries
// their summaries across packages as facts.
//
// # What is not followed
//
// Test files are not checked (the syntactic checks still apply there).
// Package-level variable initializers other than func literals are not built.
// Calls through func values and interface methods are opaque: their results
// are not clamped specs nor whole sources, and passing O to them resets the
// clamps. A spec whose address is captured by a closure or stored in memory
// is reported, because writes through the copy cannot be followed. Panicking
// paths (panic, os.Exit, log.Fatal and the like, and same-package functions
// that never return) are not returns. Reflection and unsafe are not followed.
// Whether a literal names every seat is not checked here: the syntactic check
// owns it. The rules follow the spec's value: a carried seat holding a slice,
// map or pointer shares what it points to with every copy of the spec and of
// the seat, so a write through it by a call given either after the
// application (copy into it, a function that fills it) is not seen — a known
// gap; a store into the seat or its elements in the function is a write.
package flow
