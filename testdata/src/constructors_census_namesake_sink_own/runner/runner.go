// want package:"summary"

// Package runner declares the one spawn sink, Runner.Start, a method of
// another type and a function both named Start that are no sinks: a sink
// is its object, not its name.
package runner

import "example.com/own/pol"

type Runner struct{}

// Start starts a run.
//
//clampvet:spawn
func (r *Runner) Start(spec *pol.Spec) {}

// Logger only records specs: its Start is another object.
type Logger struct{ seen int }

func (l *Logger) Start(spec *pol.Spec) { l.seen++ }

// Start is a package-level function of the sink's name.
func Start(spec *pol.Spec) {}

// Mixed hands literals to the namesakes (no finding) and to the sink.
func Mixed(r *Runner, l *Logger) {
	l.Start(&pol.Spec{Turns: 1})
	Start(&pol.Spec{Turns: 1})
	r.Start(&pol.Spec{Turns: 1}) // want `^spec reaching Runner.Start is a spec literal: use a constructor$`
}
