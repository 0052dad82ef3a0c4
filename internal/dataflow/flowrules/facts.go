package flowrules

import (
	"fmt"
	"strings"
)

// The facts [Analyzer] exports. Each is a small pointer struct, gob-encodable,
// whose content depends only on the declaration it is attached to, so a
// package's facts encode byte-identically on every run.

// WholeFact is the object fact on a function every normal return of which
// is a whole source: a keyed literal naming every seat, with no seat written
// after it, or the result of another such function. A carrier call in
// another package may take its result as a whole source.
type WholeFact struct{}

// AFact marks WholeFact as an analysis fact.
func (*WholeFact) AFact() {}

func (*WholeFact) String() string { return "returns a whole source" }

// ObligationFact is the object fact on a function, or a constructor var
// (whose func literal stands for a function declaration: see
// ConstructorVarFact), that hands some of its parameters to a carrier as
// the source: every call of it must pass a whole source there, and it must
// only ever be called by name (a call through a func value cannot be
// checked).
type ObligationFact struct {
	// Params are the parameters (from 0, the receiver excluded) that reach
	// a carrier call, ascending.
	Params []int
}

// AFact marks ObligationFact as an analysis fact.
func (*ObligationFact) AFact() {}

func (f *ObligationFact) String() string {
	parts := make([]string, len(f.Params))
	for i, p := range f.Params {
		parts[i] = fmt.Sprint(p)
	}
	return "hands parameter " + strings.Join(parts, ", ") + " to the carrier"
}

// ConstructorVarFact is the object fact on a package-level variable
// initialized with a func literal that calls a carrier: a constructor that
// must stay the literal it was declared with, so an assignment to it in any
// package is a finding.
type ConstructorVarFact struct{}

// AFact marks ConstructorVarFact as an analysis fact.
func (*ConstructorVarFact) AFact() {}

func (*ConstructorVarFact) String() string { return "constructor var" }
