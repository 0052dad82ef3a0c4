// want package:"summary"

// Package wiring registers the tables of legs and starts them.
package wiring

import (
	"example.com/engine/legs"
	"example.com/engine/runner"
	"example.com/engine/task"
	"github.com/sema-agent/policy"
)

//clampvet:registry
var Constructors = []string{ // want `^ByName calls a carrier: add its row "legs/legs.go#ByName" to Constructors$`
	"legs/legs.go#Ordered",
	"wiring/wiring.go#local",
}

// Leg starts one leg by name.
func Leg(parent policy.TaskSpec, name string) error {
	b, ok := legs.ByName[name]
	if !ok {
		return nil
	}
	t, err := b(parent)
	if err != nil {
		return err
	}
	runner.StartTask(t)
	return nil
}

// Workflow starts every leg in order.
func Workflow(parent policy.TaskSpec) {
	for i := range legs.Ordered {
		t, err := legs.Ordered[i](parent)
		if err != nil {
			continue
		}
		runner.StartTask(t)
	}
}

// Opened widens the read face of a leg's task before it starts.
func Opened(parent policy.TaskSpec) {
	t, err := legs.ByName["verify"](parent)
	if err != nil {
		return
	}
	t.Spec.ReadFace = policy.FaceHost // want `^spec reaching runner.StartTask is written after its clamps \(seat ReadFace\): write it first$`
	runner.StartTask(t)
}

// Tightened tightens a leg's task further: it can only tighten.
func Tightened(parent policy.TaskSpec) {
	t, err := legs.ByName["verify"](parent)
	if err != nil {
		return
	}
	t.Spec = policy.TightenTaskSpec(t.Spec, policy.TaskSpec{MaxTurns: 2})
	runner.StartTask(t)
}

// Replace swaps a leg for one that skips the carrier.
func Replace() {
	legs.ByName["verify"] = legs.ByName["plain"] // want `^constructor table legs.ByName has an entry assigned: keep it as declared$`
}

// local is a table of this package: an entry that forwards to another
// table calls no carrier.
var local = []legs.Builder{
	func(parent policy.TaskSpec) (*task.Task, error) { return legs.ByName["verify"](parent) }, // want `^entry of constructor table local calls no carrier`
	func(parent policy.TaskSpec) (*task.Task, error) {
		t := &task.Task{ID: "own"}
		policy.ChildClampSeats(policy.ChildClampSource{
			HandsReadOnly:    parent.HandsReadOnly,
			InteractiveTools: parent.InteractiveTools,
			ReadFace:         parent.ReadFace,
			WriteFace:        parent.WriteFace,
			ReadDenyPatterns: parent.ReadDenyPatterns,
		}).Apply(&t.Spec)
		return t, nil
	},
}

// Local starts the legs of the local table.
func Local(parent policy.TaskSpec) {
	for _, b := range local {
		if t, err := b(parent); err == nil {
			runner.StartTask(t)
		}
	}
}

// Overwritten assigns entries of the tables by range statements.
func Overwritten(others map[string]legs.Builder) {
	var name string
	for name, legs.ByName[name] = range others { // want `^constructor table legs.ByName has an entry assigned: keep it as declared$`
	}
	var i int
	for i, legs.Ordered[i] = range local { // want `^constructor table legs.Ordered has an entry assigned: keep it as declared$`
	}
}
