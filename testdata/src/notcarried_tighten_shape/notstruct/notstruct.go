package notstruct

import "example.com/tightenshape/clamp"

//clampvet:tighten
func Tighten(specs []clamp.Spec, t clamp.Spec) { // want `tighten function Tighten takes \[\]clamp.Spec as its first parameter: the spec must be its first parameter, of a named struct type or a pointer to one`
	for i := range specs {
		specs[i].MaxTurns = min(specs[i].MaxTurns, t.MaxTurns)
	}
}
