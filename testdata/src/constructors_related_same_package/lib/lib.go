// want package:"summary .*"

// Package lib is a library with a narrower carrier: one seat.
package lib

// Hands is the narrow carrier's source.
type Hands struct{ A bool }

// Narrow carries only seat A.
//
//clampvet:carrier
func Narrow(src Hands) bool { return src.A }
