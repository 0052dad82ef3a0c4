// Package constructors defines an analyzer that checks the constructor
// registry of the clamp seats: every registered child-spec constructor must
// resolve to exactly one declaration, in its own file, that calls the
// carrier.
//
// # Roles
//
// The registry is a package-level var documented with //clampvet:registry.
// A carrier is a func documented with //clampvet:carrier (its other rules
// are checked by the clampseats analyzer; this one only needs to know which
// funcs are carriers).
//
// # Rows
//
// Each element of the registry is a string literal "DIR/FILE.go#Name" or
// "DIR/FILE.go#Type.Method", DIR relative to the root of the registry's
// module ("FILE.go#Name" for the module's root package). The analyzer fails
// closed: every way a row can fail is its own finding at the row, naming
// what it found:
//
//   - the registry is not a closed literal ([]string or [N]string composite
//     literal of string literals), or an element is not a string literal;
//   - the registry lists no row (an empty registry checks nothing), or is
//     an array literal with fewer elements than its length (the rest would
//     be empty rows nobody wrote);
//   - the row is malformed (see package internal/registryrow) or repeated;
//   - its package is not imported by the registry's package, directly or
//     through packages of the same module;
//   - its file is not in that package in this build configuration;
//   - its name is declared in another file, or not at all;
//   - its name is bound by a shape the analyzer cannot read (only a func
//     declaration, a method or a package-level var initialized with a func
//     literal can be read);
//   - the declaration does not call a carrier: no call in its body (nested
//     closures included) has a static callee, resolved through go/types, that
//     is a carrier. A call through a variable holding the carrier does not
//     count; import aliases and dot imports do.
//
// # Facts
//
// Carrier funcs get an object fact. Every package that takes part (declares
// a carrier or imports a package that takes part) exports one package fact
// summarizing, for itself and the participating packages of its module that
// it reaches, the file names and, for packages that can call a carrier, the
// index of package-level declarations. The registry's package thus sees its
// constructors through its direct imports alone, as go vet requires.
//
// # Flags
//
// -module names the module path for drivers that report no module
// (pass.Module is nil under Bazel nogo). With go vet or a multi-analyzer
// driver it is spelled -constructors.module.
package constructors

import "honnef.co/go/tools/analysis/lint"

// Documentation is the analyzer's structured documentation, rendered by the
// drivers and docs/analyzers.md.
var Documentation = &lint.RawDocumentation{
	Title: "Registered constructors resolve to one declaration in their own file that calls the carrier",
	Text: `Every row of the \'//clampvet:registry\' var, \'"DIR/FILE.go#Name"\' or
\'"DIR/FILE.go#Type.Method"\' with DIR relative to the module root, must name
a func declaration, a method, or a package-level var initialized with a func
literal, declared in that very file of a package the registry's package
imports (directly or through packages of its module), whose body calls a
\'//clampvet:carrier\' func. The registry must be a closed literal of string
literals that lists at least one row (an empty registry checks nothing; an
array literal must give every element of its length, or use \'[...]string\'),
and each row must be well-formed and listed once.

The analyzer fails closed: a row it cannot resolve, or a shape it cannot read
(a var bound to a call result or a method value, a type, a constant), is a
finding at the row that says what was found, never a silent pass.

For drivers that report no module (Bazel nogo), set the \'-module\' flag to
the module path of the registry's module (\'-constructors.module\' when
several analyzers run).`,
	Before: `// Package wiring registers the engine's child-spec constructors.
package wiring

import _ "example.com/engine/agents"

//clampvet:registry
var Constructors = []string{
	"agents/subagent.go#observerSpec", // declared in observer.go
	"agents/verify.go#verifierSpec",   // does not call the carrier
}`,
	After: `// Package wiring registers the engine's child-spec constructors.
package wiring

import _ "example.com/engine/agents"

//clampvet:registry
var Constructors = []string{
	"agents/observer.go#observerSpec",
	"agents/verify.go#verifierSpec", // calls policy.ChildClampSeats
}`,
	Since:    "v0.1.0",
	Severity: lint.SeverityError,
}
