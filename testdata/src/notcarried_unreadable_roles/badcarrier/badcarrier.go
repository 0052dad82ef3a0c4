package badcarrier

// The carrier's parameters are not one named struct (clampseats reports
// the carrier itself): the tighten function cannot be checked against it,
// which is this analyzer's finding, reported even when clampseats is off.

type Spec struct {
	HandsReadOnly bool
	MaxTurns      int
}

//clampvet:carrier
func Carry(handsReadOnly bool, readFace string) bool { return handsReadOnly }

//clampvet:notcarried
var NotCarried = map[string]string{
	"MaxTurns": "a budget each constructor sizes for its child's own job",
}

//clampvet:tighten
func Tighten(spec, t Spec) Spec { // want `carrier Carry has no readable clamp source: fix its findings`
	spec.HandsReadOnly = spec.HandsReadOnly || t.HandsReadOnly
	spec.MaxTurns = min(spec.MaxTurns, t.MaxTurns)
	return spec
}
