package fixed

// Passing: the same tighten function with the carrier visible from an
// import and a table in its own package.

import "example.com/notable/clamp"

//clampvet:notcarried
var NotCarried = map[string]string{
	"MaxTurns": "a budget each constructor sizes for its child's own job",
}

//clampvet:tighten
func Tighten(spec, t clamp.Spec) clamp.Spec {
	spec.HandsReadOnly = spec.HandsReadOnly || t.HandsReadOnly
	if t.MaxTurns > 0 {
		spec.MaxTurns = t.MaxTurns
	}
	return spec
}
