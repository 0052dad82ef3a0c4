package nothing

// Neither is visible: two findings, and the table-dependent checks (the
// per-seat one among them) are not run on guesses.

type Spec struct{ MaxTurns int }

//clampvet:tighten
func Tighten(spec, t Spec) Spec { // want `tighten function Tighten has no carrier visible` `tighten function Tighten has no not-carried table visible`
	if t.MaxTurns > 0 {
		spec.MaxTurns = t.MaxTurns
	}
	return spec
}
