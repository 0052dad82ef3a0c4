package anonymous // want package:"carriers{clamp.Carry<clamp.Source:HandsReadOnly>} tables{clamp.NotCarried<MaxTurns>} tightens{anonymous.Tighten}"

import _ "example.com/tightenshape/clamp"

//clampvet:tighten
func Tighten(spec struct{ MaxTurns int }, t int) int { // want `tighten function Tighten takes struct\{MaxTurns int\} as its first parameter`
	return min(spec.MaxTurns, t)
}
