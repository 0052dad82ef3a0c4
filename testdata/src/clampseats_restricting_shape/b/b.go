// Package b states its restricting values with a call.
package b

// Source is the clamp source.
type Source struct {
	ReadOnly bool
	Face     string
}

// Carry is the carrier.
//
//clampvet:carrier
func Carry(src Source) bool { return src.ReadOnly && src.Face != "" }

func strictest() Source { return Source{ReadOnly: true, Face: "roots"} }

// Restricting is not a literal.
//
//clampvet:restricting
var Restricting = strictest() // want `^restricting values Restricting are initialized with a call of strictest \(strictest\(\)\): expected a keyed Source literal$`
