package noparam

import "example.com/tightenshape/clamp"

var current clamp.Spec

//clampvet:tighten
func Tighten() { // want `tighten function Tighten has no parameter: its first parameter must be the spec, of a named struct type or a pointer to one`
	current.MaxTurns = 1
}
