// Package use reaches the carrier of a dependency module directly and, once
// the test marks it, through mid.
package use

import (
	"example.com/dep/clamp"
	"example.com/user/mid"
)

// Use calls the carrier.
func Use() int { return clamp.Carry() + mid.M() }
