// want package:"summary"

// Package pol is the engine's own carrier: the carrier returns the spec.
package pol

type Spec struct {
	ReadOnly bool
	Turns    int
}

type Source struct{ ReadOnly bool }

//clampvet:carrier
func Carry(s Source) Spec { return Spec{ReadOnly: s.ReadOnly} }

//clampvet:tighten
func Tighten(spec, t Spec) Spec {
	spec.ReadOnly = spec.ReadOnly || t.ReadOnly
	spec.Turns = min(spec.Turns, t.Turns)
	return spec
}
