// Package pol is the engine's own carrier: it returns clamps to apply.
package pol

type Spec struct {
	ReadOnly bool
	Turns    int
}

type Source struct{ ReadOnly bool }

// Clamps carry a parent's seats to a child's spec.
type Clamps struct{ readOnly bool }

//clampvet:carrier
func Carry(s Source) Clamps { return Clamps{readOnly: s.ReadOnly} }

// Apply clamps spec.
func (c Clamps) Apply(spec *Spec) { spec.ReadOnly = spec.ReadOnly || c.readOnly }

//clampvet:tighten
func Tighten(spec, t Spec) Spec {
	spec.ReadOnly = spec.ReadOnly || t.ReadOnly
	spec.Turns = min(spec.Turns, t.Turns)
	return spec
}
