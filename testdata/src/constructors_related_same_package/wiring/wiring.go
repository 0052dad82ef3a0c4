// want package:"summary .*"

// Package wiring declares the registry next to constructors of its own,
// so that the findings' related locations can point into their bodies:
// a row that calls another carrier than the registry's, and a
// constructor var that is not registered.
package wiring

import (
	"example.com/engine/clamp"
	"example.com/engine/lib"
)

//clampvet:registry
var Constructors = []string{ // want `fromVar .*calls a carrier`
	"wiring/wiring.go#Full",
	"wiring/wiring.go#Narrowly", // want `row "wiring/wiring.go#Narrowly": .*lib\.Narrow`
}

// Full calls the registry's carrier.
func Full(parent clamp.Spec) clamp.Clamps {
	return clamp.Carry(clamp.Source{A: parent.A, B: parent.B})
}

// Narrowly calls only the library's narrower carrier, not the registry's.
func Narrowly(parent clamp.Spec) bool {
	return lib.Narrow(lib.Hands{A: parent.A})
}

// fromVar is a constructor bound to a var and not registered.
var fromVar = func(parent clamp.Spec) clamp.Clamps {
	return clamp.Carry(clamp.Source{A: parent.A, B: parent.B})
}
