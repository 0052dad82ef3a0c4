// Package policy declares the carrier: the only package with a directive.
package policy

// Carry is the carrier.
//
//clampvet:carrier
func Carry() int { return 1 }
