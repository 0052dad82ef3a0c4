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
	Face:     roots, // want `^value of seat Face of restricting values Restricting is an identifier \(roots\): expected a constant, or nil for a seat that has none$`
}
