// Package clamp declares a carrier: the module of the carrier is a
// dependency of the module under analysis, as the policy module is of a
// real engine.
package clamp

// Carry is the carrier.
//
//clampvet:carrier
func Carry() int { return 1 }
