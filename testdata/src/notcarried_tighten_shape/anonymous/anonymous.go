package anonymous

import _ "example.com/tightenshape/clamp"

//clampvet:tighten
func Tighten(spec struct{ MaxTurns int }, t int) int { // want `tighten function Tighten takes struct\{MaxTurns int\} first: expected the spec, a named struct type`
	return min(spec.MaxTurns, t)
}
