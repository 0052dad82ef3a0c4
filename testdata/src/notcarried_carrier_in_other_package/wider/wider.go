package wider

// Failing: a tighten function that governs a seat the upstream carrier and
// table know nothing of, and that never touches a carried one.

import _ "example.com/otherpkg/clamp"

type Spec struct {
	HandsReadOnly bool
	ReadFace      string
	MaxTurns      int
	Posture       string
}

//clampvet:tighten
func Tighten(spec, t Spec) Spec { // want `carried seat ReadFace of carrier clamp.Carry is not governed by Tighten: govern it or remove it`
	spec.HandsReadOnly = spec.HandsReadOnly || t.HandsReadOnly
	spec.MaxTurns = min(spec.MaxTurns, t.MaxTurns)
	spec.Posture = t.Posture // want `governed seat Posture is neither carried nor listed: add it to clamp.Source or to clamp.NotCarried`
	return spec
}
