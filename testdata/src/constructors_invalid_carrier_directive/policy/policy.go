package policy

// Source is the clamp source.
type Source struct{ HandsReadOnly bool }

// Clamps is what the carrier returns.
type Clamps struct{ handsReadOnly bool }

// Carry's directive has an argument, so it declares no carrier (the
// directive problem is clampseats' to report): nothing here takes part.
//
//clampvet:carrier please
func Carry(src Source) Clamps {
	return Clamps{handsReadOnly: src.HandsReadOnly}
}
