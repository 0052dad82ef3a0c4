package wiring

import (
	"example.com/engine/agents"
	"example.com/engine/helpers"
	"github.com/sema-agent/policy"
)

// Passing: a whole source from another package's helper.
func whole(p policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{MaxTurns: 6}
	agents.InPlace(helpers.From(p), &spec)
	return spec
}

// Failing: a map lookup, a channel receive, the var passed as a value.
func lookup(m map[string]policy.ChildClampSource) policy.TaskSpec {
	var spec policy.TaskSpec
	agents.InPlace(m["lane"], &spec) // want `^source passed to agents.InPlace is a map lookup`
	return spec
}

func receive(ch chan policy.ChildClampSource) policy.TaskSpec {
	var spec policy.TaskSpec
	agents.ChildClamps(<-ch).Apply(&spec) // want `^source passed to agents.ChildClamps is a channel receive`
	return spec
}

func register(hooks map[string]func(policy.ChildClampSource) policy.Clamps) {
	hooks["child"] = agents.ChildClamps // want `^constructor var agents.ChildClamps used as a value: call it directly`
}
