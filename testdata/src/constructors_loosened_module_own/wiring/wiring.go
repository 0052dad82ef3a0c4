// want package:"summary"

// Package wiring starts children with another module's constructors: one
// whose clamps do not hold in its own module is not trusted here.
package wiring

import (
	"example.com/lanes/lanes"
	"example.com/lanes/pol"
	"example.com/own/sink"
)

// Start starts a lane of each.
func Start(parent pol.Spec) {
	a := lanes.Open(parent) // want `^spec reaching sink.Run is a result of lanes.Open, which has findings: fix them there$`
	sink.Run(&a)
	b := lanes.Shut(parent)
	sink.Run(&b)
}
