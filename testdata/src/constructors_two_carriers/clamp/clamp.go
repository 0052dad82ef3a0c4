// want package:"summary module=example.com/engine carrier=true pkgs: example.com/engine/clamp files=clamp.go decls=.*}$"

// Package clamp is the engine's own clamp policy: a carrier of two seats,
// its seat list, its table and its tighten function.
package clamp

// Source is the clamp source.
type Source struct {
	A bool
	B string
}

// Spec is a child spec.
type Spec struct {
	A bool
	B string
	C int
}

// Clamps is what the carrier returns.
type Clamps struct{ Source }

// Carry is the engine's carrier.
//
//clampvet:carrier
func Carry(src Source) Clamps { return Clamps{Source{A: src.A, B: src.B}} }

// Seats lists the seats.
//
//clampvet:seats
var Seats = []string{"A", "B"}

// NotCarried lists the governed seats the carrier does not carry.
//
//clampvet:notcarried
var NotCarried = map[string]string{"C": "a budget each lane sizes for itself"}

// Tighten merges t into spec.
//
//clampvet:tighten
func Tighten(spec, t Spec) Spec {
	spec.A = spec.A || t.A
	spec.B = t.B
	spec.C = min(spec.C, t.C)
	return spec
}
