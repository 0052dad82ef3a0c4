package clamp

// Spec has a seat, Posture, that the tighten function governs but that is
// neither carried nor listed; and one, Note, that it never touches.
type Spec struct {
	HandsReadOnly bool
	MaxTurns      int
	Posture       string
	Note          string
}

type Source struct{ HandsReadOnly bool }

type Clamps struct{ src Source }

//clampvet:carrier
func Carry(source Source) Clamps { return Clamps{src: source} }

//clampvet:notcarried
var NotCarried = map[string]string{
	"MaxTurns": "a budget each constructor sizes for its child's own job",
}

//clampvet:tighten
func Tighten(spec, t Spec) Spec {
	spec.HandsReadOnly = spec.HandsReadOnly || t.HandsReadOnly // carried: no finding
	if t.MaxTurns > 0 {                                        // listed: no finding
		spec.MaxTurns = t.MaxTurns
	}
	if t.Posture == "headless" { // want `governed seat Posture is neither carried nor listed: add it to Source or to NotCarried`
		spec.Posture = t.Posture // only the first use is reported
	}
	return spec // Note is never touched: not governed, no finding
}
