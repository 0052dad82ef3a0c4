package clamp

type Spec struct {
	HandsReadOnly bool
	MaxTurns      int
	Ignored       string
}

type Source struct {
	HandsReadOnly bool   // a spec field the tighten function governs: no finding
	Extra         bool   // want `carried seat Extra \(a field of Source\) names no field of spec type Spec: rename or remove it`
	Ignored       string // want `carried seat Ignored \(a field of Source\) is not governed by Tighten: govern it or remove it`
}

type Clamps struct{ src Source }

//clampvet:carrier
func Carry(source Source) Clamps { return Clamps{src: source} }

//clampvet:notcarried
var NotCarried = map[string]string{
	"MaxTurns": "a budget each constructor sizes for its child's own job",
}

//clampvet:tighten
func Tighten(spec, t Spec) Spec {
	spec.HandsReadOnly = spec.HandsReadOnly || t.HandsReadOnly
	if t.MaxTurns > 0 {
		spec.MaxTurns = t.MaxTurns
	}
	return spec
}
