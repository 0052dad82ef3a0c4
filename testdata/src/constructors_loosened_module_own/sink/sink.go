// want package:"summary"

// Package sink starts children.
package sink

import "example.com/lanes/pol"

// Run starts a child.
//
//clampvet:spawn
func Run(spec *pol.Spec) {}
