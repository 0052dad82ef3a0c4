package clamp

type Spec struct {
	HandsReadOnly bool
	MaxTurns      int
}

type Source struct{ HandsReadOnly bool }

type Clamps struct{ src Source }

//clampvet:carrier
func Carry(source Source) Clamps { return Clamps{src: source} }

// Tighten governs MaxTurns, which is not carried, and no table is visible
// to say why: one finding at the function, not one per seat.
//
//clampvet:tighten
func Tighten(spec, t Spec) Spec { // want `tighten function Tighten sees no not-carried table: declare one here or in an imported package`
	spec.HandsReadOnly = spec.HandsReadOnly || t.HandsReadOnly
	if t.MaxTurns > 0 {
		spec.MaxTurns = t.MaxTurns
	}
	return spec
}
