// want package:"summary"

// Package pol is the engine's own carrier: two seats, one of them a slice.
package pol

type Spec struct {
	ReadOnly bool
	Deny     []string
	Turns    int
}

type Source struct {
	ReadOnly bool
	Deny     []string
}

//clampvet:carrier
func Carry(s Source) Spec { return Spec{ReadOnly: s.ReadOnly, Deny: s.Deny} }

//clampvet:tighten
func Tighten(spec, t Spec) Spec {
	spec.ReadOnly = spec.ReadOnly || t.ReadOnly
	spec.Deny = append(spec.Deny, t.Deny...)
	spec.Turns = min(spec.Turns, t.Turns)
	return spec
}
