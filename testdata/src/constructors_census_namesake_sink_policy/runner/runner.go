// want package:"summary"

// Package runner declares the one spawn sink, Spawn, and a method of the
// same name that is no sink: a sink is its object, not its name.
package runner

import "example.com/engine/task"

// Spawn starts a run.
//
//clampvet:spawn
func Spawn(t *task.Task) {}

// Pool only queues tasks: its Spawn is another object.
type Pool struct{ queued []*task.Task }

func (p *Pool) Spawn(t *task.Task) { p.queued = append(p.queued, t) }

// Queue hands a literal to the pool's Spawn, which is no sink.
func (p *Pool) Queue() {
	p.Spawn(&task.Task{ID: "queued"})
}

// Direct hands a literal to the sink itself.
func Direct() {
	Spawn(&task.Task{ID: "lit"}) // want `^spec reaching Spawn is a task.Task whose Spec is never set: use a constructor$`
}
