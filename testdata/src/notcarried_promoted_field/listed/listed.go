package listed

// Passing: the promoted seat listed by its direct field's name.

import "example.com/promoted/clamp"

//clampvet:notcarried
var NotCarried = map[string]string{
	"Inner": "the inner settings are each leg's own",
}

//clampvet:tighten
func Tighten(spec, t clamp.Spec) clamp.Spec {
	spec.HandsReadOnly = spec.HandsReadOnly || t.HandsReadOnly
	spec.Deep = max(spec.Deep, t.Deep)
	return spec
}
