package runner // want package:".*"

// The runner spawns children: the census's findings about func literals
// and channels.

import (
	"example.com/engine/agents"
	"example.com/engine/policy"
)

// Runner starts child runs.
type Runner struct{ results chan policy.Spec }

// spawn starts a child run.
//
//clampvet:spawn
func (r *Runner) spawn(spec policy.Spec) {}

// Callback hands spawn work to a framework: the spec it captures comes
// from a constructor and is not written after the literal is made, so it
// carries its origin into the literal.
func (r *Runner) Callback(parent policy.Spec, later func(func())) {
	spec := agents.Observer(parent)
	later(func() {
		r.spawn(spec)
	})
	later(func() {
		r.spawn(agents.Observer(parent)) // the constructor called inside: no finding
	})
}

// Rebound captures a variable it writes after the literal is made: what
// the literal reads when it runs is not known.
func (r *Runner) Rebound(parent policy.Spec, later func(func())) {
	spec := agents.Observer(parent)
	later(func() {
		r.spawn(spec) // want `^spec reaching Runner.spawn is spec, captured by a func literal: call agents.Observer in it$`
	})
	spec = agents.Observer(policy.Spec{})
}

// Received spawns whatever comes back on a channel.
func (r *Runner) Received() {
	r.spawn(<-r.results) // want `^spec reaching Runner.spawn is a channel receive \(<-r.results\): use a constructor$`
}
