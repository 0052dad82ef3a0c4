package clamp

type Spec struct {
	HandsReadOnly bool
	MaxTurns      int
}

//clampvet:notcarried
var NotCarried = map[string]string{
	"MaxTurns": "a budget each constructor sizes for its child's own job",
}

//clampvet:tighten
func Tighten(spec, t Spec) Spec { // want `tighten function Tighten sees no carrier: declare one here or in an imported package`
	spec.HandsReadOnly = spec.HandsReadOnly || t.HandsReadOnly
	if t.MaxTurns > 0 {
		spec.MaxTurns = t.MaxTurns
	}
	return spec
}
