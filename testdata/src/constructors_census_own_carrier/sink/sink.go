// want package:"summary"

// Package sink starts runs.
package sink

import "example.com/own/pol"

//clampvet:spawn
func Run(spec *pol.Spec) {}

// want +2 `spawn sink NoSpec takes no pol.Spec: expect T, \*T, a holder of T, or a slice, map or func of T`
//
//clampvet:spawn
func NoSpec(n int) {}

// Through hands its spec on: its callers carry the obligation.
func Through(spec *pol.Spec) { Run(spec) }

// Again would start a run, but its directive has a fullwidth colon: no
// directive, so no sink, and the spelling is a finding.
//
// want +1 `"// clampvet：spawn" is not a directive: write //clampvet:spawn with a colon, not "："`
// clampvet：spawn
func Again(spec *pol.Spec) {}

// Twice would start a run, but its directive has an equals sign.
//
// want +1 `"// clampvet=root" is not a directive: write //clampvet:root with a colon, not "="`
// clampvet=root
func Twice(spec *pol.Spec) {}
