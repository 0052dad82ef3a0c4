package lanes // want package:"decls=Child:func:lanes.go:carrier,Zed:novalue:lanes.go,defaults:novalue:lanes.go;"

// Package lanes has a registered constructor, a variable declared before
// it, and an init and a blank func that call the carrier.

import "example.com/engine/pol"

// Zed is declared first: the carrier calls of init are not its.
var Zed int

// Child is a registered constructor.
func Child(p pol.Spec) pol.Spec {
	var spec pol.Spec
	pol.Carry(pol.Source{ReadOnly: p.ReadOnly, Face: p.Face}).Apply(&spec)
	return spec
}

var defaults pol.Spec

func init() {
	pol.Carry(pol.Source{ReadOnly: true, Face: "roots"}).Apply(&defaults) // want `^carrier result lost in init#1`
}

func _() {
	pol.Carry(pol.Source{ReadOnly: true, Face: "roots"}).Apply(&defaults) // want `^carrier result lost in _:`
}
