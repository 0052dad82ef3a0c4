package clamp

// Spec is the spec the tighten function merges.
type Spec struct {
	HandsReadOnly bool
	ReadFace      string
	MaxTurns      int
}

// Source is the clamp source: every carried seat.
type Source struct {
	HandsReadOnly bool
	ReadFace      string
}

// Clamps is what the carrier returns.
type Clamps struct{ src Source }

// Carry is the carrier.
//
//clampvet:carrier
func Carry(source Source) Clamps { return Clamps{src: source} }

// NotCarried lists the governed seats the carrier does not carry.
//
//clampvet:notcarried
var NotCarried = map[string]string{
	"MaxTurns": "a budget each constructor sizes for its child's own job",
}

// Tighten merges t into spec, tighten-only.
//
//clampvet:tighten
func Tighten(spec, t Spec) Spec {
	spec.HandsReadOnly = spec.HandsReadOnly || t.HandsReadOnly
	if t.ReadFace == "roots" {
		spec.ReadFace = "roots"
	}
	if t.MaxTurns > 0 && (spec.MaxTurns <= 0 || t.MaxTurns < spec.MaxTurns) {
		spec.MaxTurns = t.MaxTurns
	}
	return spec
}
