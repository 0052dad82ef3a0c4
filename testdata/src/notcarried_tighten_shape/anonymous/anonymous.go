package anonymous

import _ "example.com/tightenshape/clamp"

//clampvet:tighten
func Tighten(spec struct{ MaxTurns int }, t int) int { // want `tighten function Tighten takes struct\{MaxTurns int\} as its first parameter`
	return min(spec.MaxTurns, t)
}
