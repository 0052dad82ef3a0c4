// want package:"summary"

// Package sink starts runs.
package sink

import "example.com/own/pol"

//clampvet:spawn
func Run(spec *pol.Spec) {}

// want +2 `spawn sink NoSpec takes no pol.Spec: expect a parameter of type T, \*T or a struct holding one`
//
//clampvet:spawn
func NoSpec(n int) {}

// Through hands its spec on: its callers carry the obligation.
func Through(spec *pol.Spec) { Run(spec) }
