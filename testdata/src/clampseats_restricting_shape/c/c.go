// Package c states a restricting value that is not a constant.
package c

// Source is the clamp source.
type Source struct {
	ReadOnly bool
	Face     string
}

// Carry is the carrier.
//
//clampvet:carrier
func Carry(src Source) bool { return src.ReadOnly && src.Face != "" }

var roots = "roots"

// Restricting gives a variable for a seat.
//
//clampvet:restricting
var Restricting = Source{
	ReadOnly: true,
	Face:     roots, // want `^restricting value of seat Face is an identifier \(roots\): write a constant, or nil for none$`
}
