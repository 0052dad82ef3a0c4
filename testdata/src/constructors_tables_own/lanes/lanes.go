// want package:"summary"

// Package lanes builds child specs from tables of func literals: each
// literal of a table one of which calls the carrier is a constructor.
package lanes

import "example.com/own/pol"

// Builder builds a child spec.
type Builder func(parent pol.Spec) pol.Spec

func source(p pol.Spec) pol.Source { return pol.Source{ReadOnly: p.ReadOnly, Deny: p.Deny} }

// Legs is a map table: one entry writes a seat after its clamps, one
// calls no carrier.
var Legs = map[string]Builder{
	"verifier": func(parent pol.Spec) pol.Spec {
		c := pol.Carry(source(parent))
		c.ReadOnly = false // want `^ReadOnly written after the clamps were applied: write it before applying them$`
		return c
	},
	"fixer": func(parent pol.Spec) pol.Spec {
		return pol.Tighten(pol.Spec{Turns: 3}, pol.Carry(source(parent)))
	},
	"loose": func(parent pol.Spec) pol.Spec { return pol.Spec{Turns: 1} }, // want `^entry of constructor table Legs calls no carrier: call one in it, or move it out of the table$`
}

// Steps is a slice table, every entry clamped; it has no row.
var Steps = []Builder{
	func(parent pol.Spec) pol.Spec { return pol.Tighten(pol.Spec{Turns: 3}, pol.Carry(source(parent))) },
	func(parent pol.Spec) pol.Spec {
		c := pol.Spec{Turns: 1, Deny: []string{".env"}} // the entry's own stricter values, before the clamps
		return pol.Tighten(c, pol.Carry(source(parent)))
	},
}

// Kit is a struct table.
var Kit = struct{ Build, Review Builder }{
	Build:  func(parent pol.Spec) pol.Spec { return pol.Carry(source(parent)) },
	Review: func(parent pol.Spec) pol.Spec { return pol.Carry(source(parent)) },
}

// Nested is a table of tables.
var Nested = map[string][]Builder{
	"pair": {
		func(parent pol.Spec) pol.Spec { return pol.Carry(source(parent)) },
		func(parent pol.Spec) pol.Spec { return pol.Carry(source(parent)) },
	},
}

// Loose is a table of funcs none of which calls a carrier: no constructor
// table, and what it returns is not known clean.
var Loose = map[string]Builder{
	"any": func(parent pol.Spec) pol.Spec { return pol.Spec{Turns: 2} },
}
