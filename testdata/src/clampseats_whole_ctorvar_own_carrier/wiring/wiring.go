package wiring

import (
	"example.com/engine/agents"
	"example.com/engine/helpers"
	"example.com/engine/policy"
)

// Passing: whole sources handed to another package's constructor vars,
// directly and through a function with an obligation.

func whole(p policy.Spec) policy.Spec {
	var spec policy.Spec
	agents.ApplyClamps(policy.Source{ReadOnly: true, Face: p.Face}, &spec)
	agents.Relay(helpers.From(p), &spec)
	return spec
}

// Failing: a map lookup, a field read in a function that names no source
// type, and the var used as a value.

func lookup(m map[string]policy.Source) policy.Spec {
	var spec policy.Spec
	agents.ApplyClamps(m["x"], &spec) // want `^source passed to agents.ApplyClamps is a map lookup`
	agents.Relay(m["y"], &spec)       // want `^source passed to agents.Relay is a map lookup`
	return spec
}

func fieldRead(h agents.Holder) {
	agents.Produce(1, h.Src).Apply(nil) // want `^source passed to agents.Produce is a field read`
}

var kept = agents.ApplyClamps // want `^constructor var agents.ApplyClamps used as a value: call it directly`

type table struct {
	apply func(policy.Source, *policy.Spec)
}

var stored = table{apply: agents.ApplyClamps} // want `^constructor var agents.ApplyClamps used as a value: call it directly`
