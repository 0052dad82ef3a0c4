// want package:"summary module=example.com/engine carrier=true pkgs: example.com/engine/pairone files=pairone.go decls=.*}$"

// Package pairone declares a carrier with its tighten function and table.
package pairone

// Source is the clamp source.
type Source struct{ A bool }

// Spec is a child spec.
type Spec struct{ A bool }

// Carry is a carrier.
//
//clampvet:carrier
func Carry(src Source) bool { return src.A }

// NotCarried lists nothing: every governed seat is carried.
//
//clampvet:notcarried
var NotCarried = map[string]string{}

// Tighten merges t into spec.
//
//clampvet:tighten
func Tighten(spec, t Spec) Spec {
	spec.A = spec.A || t.A
	return spec
}
