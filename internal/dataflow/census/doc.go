// Package census checks that no child spec reaches a child run except
// through the constructor registry: every spec value that reaches a spawn
// sink's spec-carrying parameter comes, on every path, from a constructor
// (a function that calls the carrier), from a spec the dataflow of package
// internal/dataflow/flow says is clamped where it is used, from a root spec builder,
// from a function whose every return is such a value, or from a parameter
// of the caller, in which case the obligation moves to the caller's callers.
//
// # Model
//
// A value carries a spec when its type is the spec type T, *T, or a struct
// (or pointer to a struct) one of whose fields carries one, at any depth of
// fields. Pointers are read as their content: the origin of &Task{Spec: X}
// is the origin of X, the origin of run.Task.Spec is the origin of run.
//
// Specs are followed through locals (every store into them), struct fields
// and composite literals (every store into a field), slices and arrays
// built in view (every element stored, append), maps built in view (every
// update, lookups and range), phis, function results (a same-package
// summary computed here; another package's through its [Fact]), and the
// tighten function, which can only tighten its first operand.
//
// The engine is flow-insensitive over the stores into a local or a
// literal: every store counts, whichever path reaches the use. It is
// flow-sensitive where internal/dataflow/flow is: a spec clamped in place counts
// only where the clamps hold on every path.
//
// A constructor (a function whose body names a carrier) is accepted
// without reading its body: its SSA is built only when its body calls a
// sink or a function that may hand a spec on. Where a walk finds an origin
// it does not accept, the dataflow of package flow is asked whether the
// spec is clamped where it is used; a spec handed to an in-place applier
// (a constructor of any package taking its address, or Apply given a clamp
// producer's result) with no write after it is clamped too.
//
// # Without SSA
//
// Before building anything, a syntactic pass (clear.go) reads the common
// shapes — builders that apply a registered constructor's clamps to their
// own spec, or return a constructor's spec, spawn lists (the specs given
// as calls, or as a local still holding such a call's result, which may
// also be handed to functions that are no target), builder lists —
// and computes the facts and origin → sink pairs the census over SSA
// would; no SSA is built for a function it clears. It only ever clears:
// every shape it does not recognize exactly is left to SSA, and
// TestFastPathAgreesWithSSA (package dataflow) compares both on every
// scenario and generated engine.
//
// # Results
//
// Besides its findings, the analyzer's result lists the origin → sink
// pairs of the package's calls (the constructors and roots whose specs
// reach each sink), which clampvet graph draws; facts carry them across
// packages.
//
// # Paths
//
// A finding carries the path of the spec it refuses as steps (package
// internal/steps), in the order the path runs: the origin the
// census refuses, the call that hands the spec to a sink or to a function
// whose parameter reaches one, and, through functions of this package,
// each further call that hands it on, down to the sink's call; a function
// of another package is one step at its declaration, naming the sinks its
// fact says it reaches (its body's calls have no position here). The
// finding's own place is one of the steps. A sink or a function with an
// obligation used as a value carries, as plain related locations, why it
// is a spawn path. Paths are built only for findings.
//
// # Obligations
//
// A parameter whose value reaches a spawn sink (or another function's
// obligation) gives its function an obligation: every call of it, in this
// package or, through the [Fact], in importing packages, is checked like a
// call of a sink. A sink or a function with an obligation used as a value
// (a func value, a method value) is a finding: its calls cannot be
// followed.
//
// # What is not followed
//
// Writes through a pointer handed to a call that is not an in-place
// applier are not followed: a holder passed to some function keeps the
// origin of what was stored into it here, and a spec field never stored
// here of a local handed to a call (a seed json.Unmarshal or a loader
// fills) is a finding that names the field and the call. Interface method results, func
// value results, channel receives, type assertions, package-level
// variables and values captured by func literals are origins the census
// cannot follow: each is a finding naming it. Calls in test files are not
// checked (tests build root tasks by hand); their functions still carry
// obligations to nobody.
package census
