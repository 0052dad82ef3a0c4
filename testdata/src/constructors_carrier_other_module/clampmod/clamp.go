// Package clamp declares the carrier in a module of its own, as the
// policy module does for an engine.
package clamp

// Source is the clamp source.
type Source struct{ HandsReadOnly bool }

// Clamps is what the carrier returns.
type Clamps struct{ handsReadOnly bool }

// Carry is the carrier.
//
//clampvet:carrier
func Carry(src Source) Clamps {
	return Clamps{handsReadOnly: src.HandsReadOnly}
}
