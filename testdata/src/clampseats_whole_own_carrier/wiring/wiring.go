package wiring

import (
	"example.com/engine/agents"
	"example.com/engine/helpers"
	"example.com/engine/policy"
)

// Passing: a whole source through two packages of obligations.
func whole(p policy.Spec) policy.Spec {
	var spec policy.Spec
	agents.Relay(helpers.From(p), &spec)
	return spec
}

// Failing: a map lookup through two packages of obligations, and a
// function with an obligation used as a value.
func lookup(m map[string]policy.Source) policy.Spec {
	var spec policy.Spec
	agents.Relay(m["x"], &spec) // want `^source passed to agents.Relay is a map lookup`
	relay := agents.Relay       // want `^agents.Relay, which hands a source to the carrier, used as a value`
	_ = relay
	return spec
}
