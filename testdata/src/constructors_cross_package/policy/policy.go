package policy // want package:" summary module=example.com/engine carrier=true pkgs: example.com/engine/policy files=policy.go decls=Carry:func:policy.go,Clamps:type:policy.go,Source:type:policy.go}$"

// Source is the clamp source: one field per seat.
type Source struct {
	HandsReadOnly bool
	ReadFace      string
}

// Clamps is what the carrier returns.
type Clamps struct{ handsReadOnly bool }

// Carry is the carrier.
//
//clampvet:carrier
func Carry(src Source) Clamps {
	_ = src.ReadFace
	return Clamps{handsReadOnly: src.HandsReadOnly}
}
