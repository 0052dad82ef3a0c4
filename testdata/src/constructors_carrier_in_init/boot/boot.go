package boot // want package:"boot files=boot.go decls=;"

// Package boot clamps a spec in its init, the only declaration it has: a
// carrier call no registry row can name.

import "example.com/engine/pol"

func init() {
	var spec pol.Spec
	pol.Carry(pol.Source{ReadOnly: true, Face: "roots"}).Apply(&spec) // want `^carrier result lost in init#1`
	println(spec.Face)
}
