// want package:"summary"

// Package wiring starts children from closures, clamping each spec in
// place right before the sink with the engine's own carrier: silent where
// the clamps reach it on every path, a finding where they do not.
package wiring

import (
	"iter"

	"example.com/own/pol"
	"example.com/own/sink"
)

//clampvet:registry
var Rows = []string{
	"wiring/wiring.go#Callbacks",
	"wiring/wiring.go#Each",
	"wiring/wiring.go#Late",
	"wiring/wiring.go#Half",
}

// Callbacks clamps each job in place inside a callback it registers.
func Callbacks(r *sink.Runner, parent pol.Spec, on func(func())) {
	on(func() {
		j := &sink.Job{Name: "cb", Spec: pol.Spec{Turns: 2}}
		pol.Carry(pol.Source{ReadOnly: parent.ReadOnly}).Apply(&j.Spec)
		r.Start(j)
	})
}

// Each clamps each job in place in an iterator.
func Each(r *sink.Runner, parent pol.Spec, names []string) iter.Seq[*sink.Job] {
	return func(yield func(*sink.Job) bool) {
		for _, n := range names {
			j := sink.Job{Name: n}
			pol.Carry(pol.Source{ReadOnly: parent.ReadOnly}).Apply(&j.Spec)
			r.Start(&j)
			if !yield(&j) {
				return
			}
		}
	}
}

// Late clamps in place, then opens a seat in the callback.
func Late(r *sink.Runner, parent pol.Spec, on func(func())) {
	on(func() {
		j := &sink.Job{Name: "late"}
		pol.Carry(pol.Source{ReadOnly: parent.ReadOnly}).Apply(&j.Spec)
		j.Spec.ReadOnly = false // want `written after its clamps \(seat ReadOnly\)`
		r.Start(j)
	})
}

// Half clamps on one path of the callback.
func Half(r *sink.Runner, parent pol.Spec, on func(func()), fast bool) {
	on(func() {
		j := &sink.Job{Name: "half", Spec: pol.Spec{Turns: 1}} // want `the clamps reach on some paths only`
		if !fast {
			pol.Carry(pol.Source{ReadOnly: parent.ReadOnly}).Apply(&j.Spec)
		}
		r.Start(j)
	})
}
