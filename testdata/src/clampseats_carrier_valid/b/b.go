package b

// Package b constructs sources completely and uses every carrier result.

import (
	pol "example.com/carriervalid/a"
)

type holder struct {
	src pol.Source
	n   int
}

var sources = []pol.Source{
	{ReadOnly: true, Face: "roots", Deny: []string{"x"}, Max: 3},
}

var byName = map[string]*pol.Source{
	"headless": {ReadOnly: false, Face: "", Deny: nil, Max: 0},
}

// Holders name their source field.
var h = holder{src: pol.Source{ReadOnly: true, Face: "", Deny: nil, Max: 1}}

// Unkeyed holders give every field.
var h2 = holder{pol.Source{ReadOnly: true, Face: "", Deny: nil, Max: 1}, 2}

var kept = pol.Carry(sources[0])

func use(pol.Clamps) {}

func build(parent pol.Source) pol.Clamps {
	c := pol.Carry(pol.Source{
		ReadOnly: parent.ReadOnly,
		Face:     parent.Face,
		Deny:     parent.Deny,
		Max:      parent.Max,
	})
	use(pol.Carry(*byName["headless"])) // want `^carrier source is a value read through a pointer`
	var fromInit = pol.Source{ReadOnly: true, Face: "", Deny: nil, Max: 0}
	copied := parent
	_, _ = fromInit, copied
	p := &pol.Source{ReadOnly: true, Face: "", Deny: nil, Max: 0}
	q := new(pol.Source{ReadOnly: true, Face: "", Deny: nil, Max: 0})
	_, _ = p, q
	ok := make([]pol.Source, 0, 4)
	_ = ok
	none := (*pol.Source)(nil)
	_ = none
	return c
}
