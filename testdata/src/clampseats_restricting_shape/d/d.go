// Package d states its restricting values with no initializer.
package d

// Source is the clamp source.
type Source struct{ ReadOnly bool }

// Carry is the carrier.
//
//clampvet:carrier
func Carry(src Source) bool { return src.ReadOnly }

// Restricting has no initializer.
//
//clampvet:restricting
var Restricting Source // want `^restricting values Restricting have no initializer: expected a keyed Source literal$` `^var Restricting is a zero Source`
