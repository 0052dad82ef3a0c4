// want package:"summary module=example.com/engine carrier=true pkgs: example.com/engine/lib files=lib.go decls=Hands:type:lib.go,Narrow:func:lib.go}$"

// Package lib is a library with its own, narrower carrier: one seat of the
// policy module's five.
package lib

// Hands is the narrow carrier's source.
type Hands struct{ HandsReadOnly bool }

// Narrow carries only the hands seat.
//
//clampvet:carrier
func Narrow(src Hands) bool { return src.HandsReadOnly }
