package noparam

import "example.com/tightenshape/clamp"

var current clamp.Spec

//clampvet:tighten
func Tighten() { // want `tighten function Tighten has no parameter: make the first one the spec, of a named struct type`
	current.MaxTurns = 1
}
