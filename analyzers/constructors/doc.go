// Package constructors defines an analyzer that checks the constructor
// registry: every registered child-spec constructor resolves to exactly one
// readable declaration, in its own file, that calls a carrier.
//
// [Documentation] is the analyzer's one description (clampvet help
// constructors, docs/analyzers.md); the roles it checks are read by package
// internal/roles, and the declaration index that lets a row's failure be
// named precisely is this package's own package fact.
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
