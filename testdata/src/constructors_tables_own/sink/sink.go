// want package:"summary"

// Package sink starts runs.
package sink

import "example.com/own/pol"

//clampvet:spawn
func Run(spec *pol.Spec) {}
