// want package:"summary module=example.com/constrained carrier=true pkgs: example.com/constrained/p files=p.go decls=Build:func:p.go:carrier,Carry:func:p.go,Source:type:p.go}$"

// Package p declares the carrier and the one constructor.
package p

// Source is the clamp source.
type Source struct{ A bool }

// Carry is the carrier.
//
//clampvet:carrier
func Carry(src Source) bool { return src.A }

// Build is a child-spec constructor.
func Build() bool { return Carry(Source{A: true}) }
