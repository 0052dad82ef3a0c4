// Package policy declares every clampvet role, correctly: the robustness
// tests start from this engine, which has no finding, and change one thing.
package policy

// Spec is the spec the tighten function merges.
type Spec struct {
	A bool
	B string
	C int
}

// Source is the clamp source: one field per seat.
type Source struct {
	A bool
	B string
}

// Clamps is what the carrier returns.
type Clamps struct {
	a bool
	b string
}

// Carry is the carrier.
//
//clampvet:carrier
func Carry(src Source) Clamps {
	return Clamps{a: src.A, b: src.B}
}

// Apply tightens spec with the clamps.
func (c Clamps) Apply(spec *Spec) {
	*spec = Tighten(*spec, Spec{A: c.a, B: c.b})
}

// Seats lists the seats in field order.
//
//clampvet:seats
var Seats = []string{"A", "B"}

// NotCarried lists the governed seats the carrier does not carry.
//
//clampvet:notcarried
var NotCarried = map[string]string{
	"C": "a budget each constructor sizes for its child's own job",
}

// Tighten merges t into spec, tighten-only.
//
//clampvet:tighten
func Tighten(spec, t Spec) Spec {
	spec.A = spec.A || t.A
	if t.B != "" {
		spec.B = t.B
	}
	if t.C > 0 && (spec.C == 0 || t.C < spec.C) {
		spec.C = t.C
	}
	return spec
}
