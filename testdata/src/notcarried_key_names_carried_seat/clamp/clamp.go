package clamp

type Spec struct {
	HandsReadOnly bool
	ReadFace      string
	MaxTurns      int
}

type Source struct {
	HandsReadOnly bool
	ReadFace      string
}

type Clamps struct{ src Source }

//clampvet:carrier
func Carry(source Source) Clamps { return Clamps{src: source} }

//clampvet:notcarried
var NotCarried = map[string]string{
	"MaxTurns": "a budget each constructor sizes for its child's own job", // not carried: no finding
	"ReadFace": "the parent's face",                                       // want `key "ReadFace" of table NotCarried is carried by Carry: remove the row`
}

//clampvet:tighten
func Tighten(spec, t Spec) Spec {
	spec.HandsReadOnly = spec.HandsReadOnly || t.HandsReadOnly
	if t.ReadFace == "roots" {
		spec.ReadFace = "roots"
	}
	if t.MaxTurns > 0 {
		spec.MaxTurns = t.MaxTurns
	}
	return spec
}
