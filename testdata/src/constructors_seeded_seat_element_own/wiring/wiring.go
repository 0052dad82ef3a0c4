// want package:".*"

// Package wiring starts children from the constructors of agents: an
// element of the map seat written between the constructor and the start
// is a finding at the write; an element of a map field that is no seat is
// not.
package wiring

import (
	"example.com/engine/agents"
	"example.com/engine/policy"
	"example.com/engine/sink"
)

// Widened turns a tool back on before the child starts.
func Widened(p policy.Spec) {
	c := agents.ToolsBefore(p)
	c.Tools["shell"] = true // want `^spec reaching sink.Run is written after its clamps \(seat Tools\): write it first$`
	sink.Run(&c)
}

// Labelled writes an element of a map field that is no seat.
func Labelled(p policy.Spec) {
	c := agents.LabelsAfter(p)
	c.Labels["lane"] = "review"
	sink.Run(&c)
}
