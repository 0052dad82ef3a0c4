// want package:"summary"

// Package other declares a method and a function named like the sink.
package other

import "example.com/own/pol"

type Runner struct{}

// Start prints a spec: it is no sink.
func (r *Runner) Start(spec *pol.Spec) { _ = spec.Turns }

// Start is no sink either.
func Start(spec *pol.Spec) {}
