package gpolicy // want package:"summary module=example.com/engine carrier=true pkgs: example.com/engine/gpolicy files=gpolicy.go decls=Carry:func:gpolicy.go,Clamps:type:gpolicy.go,Source:type:gpolicy.go}$"

// Source is the clamp source.
type Source struct{ HandsReadOnly bool }

// Clamps is what the carrier returns.
type Clamps struct{ handsReadOnly bool }

// Carry is a generic carrier: calls of its instantiations count.
//
//clampvet:carrier
func Carry[T any](src Source, _ T) Clamps {
	return Clamps{handsReadOnly: src.HandsReadOnly}
}
