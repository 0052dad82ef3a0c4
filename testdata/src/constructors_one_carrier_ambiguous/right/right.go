// want package:"summary module=example.com/engine carrier=true pkgs: example.com/engine/right files=right.go decls=Carry:func:right.go,Source:type:right.go}$"

// Package right declares a carrier and no tighten function.
package right

// Source is the clamp source.
type Source struct{ A bool }

// Carry is a carrier.
//
//clampvet:carrier
func Carry(src Source) bool { return src.A }
