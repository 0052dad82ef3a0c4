// want package:"summary"

// Package wiring starts children from closures handed to a goroutine, an
// errgroup-like group and an iterator, clamping each spec in place right
// before the sink: every such function is a registered constructor, and
// is silent when the clamps reach the spec on every path to the sink.
package wiring

import (
	"iter"

	"example.com/engine/group"
	"example.com/engine/runner"
	"example.com/engine/task"
	"github.com/sema-agent/policy"
)

//clampvet:registry
var Constructors = []string{
	"wiring/wiring.go#InGoroutine",
	"wiring/wiring.go#InGroup",
	"wiring/wiring.go#Yielded",
	"wiring/wiring.go#Plain",
	"wiring/wiring.go#Branch",
	"wiring/wiring.go#Widened",
}

func source(p policy.TaskSpec) policy.ChildClampSource {
	return policy.ChildClampSource{
		HandsReadOnly:    p.HandsReadOnly,
		InteractiveTools: p.InteractiveTools,
		ReadFace:         p.ReadFace,
		WriteFace:        p.WriteFace,
		ReadDenyPatterns: p.ReadDenyPatterns,
	}
}

// InGoroutine clamps a task's spec in place inside the goroutine.
func InGoroutine(parent *task.Run, done chan<- struct{}) {
	go func() {
		defer close(done)
		t := &task.Task{ID: "g", Spec: policy.TaskSpec{MaxTurns: 2}}
		policy.ChildClampSeats(source(parent.Task.Spec)).Apply(&t.Spec)
		runner.StartTask(t)
	}()
}

// InGroup clamps a local spec in place inside a group's callback.
func InGroup(parent *task.Run, ids []string) error {
	var g group.Group
	for _, id := range ids {
		g.Go(func() error {
			spec := policy.TaskSpec{MaxTurns: 3}
			policy.ChildClampSeats(source(parent.Task.Spec)).Apply(&spec)
			runner.StartTask(&task.Task{ID: id, Spec: spec})
			return nil
		})
	}
	return g.Wait()
}

// Yielded clamps each task in place inside an iterator before starting it.
func Yielded(parent *task.Run, ids []string) iter.Seq[string] {
	return func(yield func(string) bool) {
		for _, id := range ids {
			t := task.Task{ID: id}
			policy.ChildClampSeats(source(parent.Task.Spec)).Apply(&t.Spec)
			runner.StartTask(&t)
			if !yield(id) {
				return
			}
		}
	}
}

// Plain clamps a task's spec in place right before the sink.
func Plain(parent *task.Run) {
	t := &task.Task{ID: "p", Spec: policy.TaskSpec{MaxTurns: 2}}
	policy.ChildClampSeats(source(parent.Task.Spec)).Apply(&t.Spec)
	runner.StartTask(t)
}

// Branch clamps in place on one branch only.
func Branch(parent *task.Run, trusted bool) {
	go func() {
		t := &task.Task{ID: "b", Spec: policy.TaskSpec{MaxTurns: 2}} // want `spec reaching runner.StartTask is a spec the clamps reach on some paths only`
		if !trusted {
			policy.ChildClampSeats(source(parent.Task.Spec)).Apply(&t.Spec)
		}
		runner.StartTask(t)
	}()
}

// Widened clamps in place, then widens a seat before the sink.
func Widened(parent *task.Run) {
	go func() {
		t := &task.Task{ID: "w", Spec: policy.TaskSpec{MaxTurns: 2}}
		policy.ChildClampSeats(source(parent.Task.Spec)).Apply(&t.Spec)
		t.Spec.WriteFace = policy.FaceHost // want `written after its clamps`
		runner.StartTask(t)
	}()
}
