package notstruct

import "example.com/tightenshape/clamp"

//clampvet:tighten
func Tighten(specs []clamp.Spec, t clamp.Spec) { // want `tighten function Tighten takes \[\]clamp.Spec first: expected the spec, a named struct type`
	for i := range specs {
		specs[i].MaxTurns = min(specs[i].MaxTurns, t.MaxTurns)
	}
}
