// want package:"summary module=example.com/engine carrier=true pkgs: example.com/engine/left files=left.go decls=Carry:func:left.go,Source:type:left.go}$"

// Package left declares a carrier and no tighten function.
package left

// Source is the clamp source.
type Source struct{ A bool }

// Carry is a carrier.
//
//clampvet:carrier
func Carry(src Source) bool { return src.A }
