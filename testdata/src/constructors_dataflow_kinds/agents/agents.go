package agents // want package:".*"

// The constructors here fail the rule "the clamps reach the spec" in the
// ways no other scenario does, one kind of finding each.

import "example.com/engine/policy"

func source(p policy.Spec) policy.Source {
	return policy.Source{ReadOnly: p.ReadOnly, Face: p.Face}
}

// Observer is a constructor the runner calls.
func Observer(p policy.Spec) policy.Spec {
	spec := policy.Spec{Turns: 3}
	policy.Carry(source(p)).Apply(&spec)
	return spec
}

// Task holds a spec.
type Task struct {
	Name string
	Spec policy.Spec
}

func widen(spec *policy.Spec) { spec.Face = "host" }

// handedOn gives the clamped spec to a call that may write a seat.
func handedOn(p policy.Spec) policy.Spec {
	var spec policy.Spec
	policy.Carry(source(p)).Apply(&spec)
	widen(&spec) // want `^spec passed to agents.widen after the clamps were applied: it may write a seat$`
	return spec
}

// kept is where someone keeps a spec's address.
var kept *policy.Spec

// escapes stores the spec's address where anyone may write through it.
func escapes(p policy.Spec) policy.Spec {
	var spec policy.Spec
	kept = &spec // want `^spec address stored in memory: writes through it cannot be followed$`
	policy.Carry(source(p)).Apply(&spec)
	return spec
}

// holderThroughPointer returns a task it cannot follow.
func holderThroughPointer(p policy.Spec, t *Task) Task {
	policy.Carry(source(p)).Apply(&t.Spec)
	return *t // want `^returns a struct whose spec cannot be followed: build it in a local variable and clamp its spec$`
}
