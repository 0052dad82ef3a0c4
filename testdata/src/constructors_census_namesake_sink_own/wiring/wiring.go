// want package:"summary"

// Package wiring registers the constructor and starts runs through the
// sink and through functions that only share its name.
package wiring

import (
	"example.com/own/lanes"
	"example.com/own/other"
	"example.com/own/pol"
	"example.com/own/runner"
)

//clampvet:registry
var Rows = []string{"lanes/lanes.go#Child"}

func Go(parent pol.Spec, r *runner.Runner, l *runner.Logger, o *other.Runner) {
	c := lanes.Child(parent)
	r.Start(&c)
	r.Start(&pol.Spec{Turns: 1}) // want `^spec reaching runner.Runner.Start is a spec literal: use a constructor$`

	// Same name, other objects: none is a sink.
	l.Start(&pol.Spec{Turns: 2})
	o.Start(&pol.Spec{Turns: 2})
	runner.Start(&pol.Spec{Turns: 2})
	other.Start(&pol.Spec{Turns: 2})
	start := r.Start // want `^runner.Runner.Start, a spawn path, used as a value: call it directly$`
	_ = start
	Start := func(spec *pol.Spec) { other.Start(spec) }
	Start(&pol.Spec{Turns: 2})
}
