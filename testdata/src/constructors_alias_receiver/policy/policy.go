package policy // want package:"summary module=example.com/engine carrier=true pkgs: example.com/engine/policy files=policy.go"

// Source is the clamp source: one field per seat.
type Source struct{ HandsReadOnly bool }

// Clamps is what the carrier returns.
type Clamps struct{ handsReadOnly bool }

// Carry is the carrier.
//
//clampvet:carrier
func Carry(src Source) Clamps {
	return Clamps{handsReadOnly: src.HandsReadOnly}
}
