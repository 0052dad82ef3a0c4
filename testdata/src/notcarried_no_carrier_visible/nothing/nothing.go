package nothing

// Neither is visible: two findings, and the table-dependent checks (the
// per-seat one among them) are not run on guesses.

type Spec struct{ MaxTurns int }

//clampvet:tighten
func Tighten(spec, t Spec) Spec { // want `tighten function Tighten sees no carrier: declare one here or in an imported package` `tighten function Tighten sees no not-carried table: declare one here or in an imported package`
	if t.MaxTurns > 0 {
		spec.MaxTurns = t.MaxTurns
	}
	return spec
}
