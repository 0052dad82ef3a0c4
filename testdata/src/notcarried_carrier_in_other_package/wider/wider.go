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
func Tighten(spec, t Spec) Spec { // want `carried seat ReadFace of carrier clamp.Carry \(clamp.go:15\) is not governed: tighten function Tighten never reads or writes Spec.ReadFace; govern the seat there, or stop carrying it`
	spec.HandsReadOnly = spec.HandsReadOnly || t.HandsReadOnly
	spec.MaxTurns = min(spec.MaxTurns, t.MaxTurns)
	spec.Posture = t.Posture // want `seat Posture governed by tighten function Tighten is neither carried by carrier clamp.Carry \(clamp.go:15\) nor a key of not-carried table clamp.NotCarried \(clamp.go:18\): carry it as a field of clamp.Source or list it in the table with a reason`
	return spec
}
