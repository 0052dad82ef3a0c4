package clamp

type Spec struct {
	HandsReadOnly bool
	MaxTurns      int
	Posture       string
}

type Source struct{ HandsReadOnly bool }

//clampvet:carrier
func Carry(source Source) bool { return source.HandsReadOnly }

//clampvet:notcarried
var NotCarried = map[string]string{
	"MaxTurns": "a budget each constructor sizes for its child's own job",
}

// Tighten writes its seats only through composite literal keys, one of
// them elided inside a slice literal of pointers.
//
//clampvet:tighten
func Tighten(spec, t Spec) Spec {
	merged := []*Spec{{MaxTurns: min(spec.MaxTurns, t.MaxTurns)}}
	return Spec{
		HandsReadOnly: spec.HandsReadOnly || t.HandsReadOnly,
		MaxTurns:      merged[0].MaxTurns,
		Posture:       max(spec.Posture, t.Posture), // want `governed seat Posture is neither carried nor listed: add it to Source or to NotCarried`
	}
}
