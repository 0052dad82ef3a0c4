// Package policy declares a carrier with two seats.
package policy

// Source is the clamp source: one field per seat.
type Source struct {
	HandsReadOnly bool
	ReadFace      string
}

// Clamps is what the carrier returns.
type Clamps struct {
	handsReadOnly bool
	readFace      string
}

// Carry is the carrier.
//
//clampvet:carrier
func Carry(src Source) Clamps {
	return Clamps{handsReadOnly: src.HandsReadOnly, readFace: src.ReadFace}
}
