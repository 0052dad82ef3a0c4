// want package:"summary module=example.com/engine carrier=true pkgs: example.com/engine/lib files=lib.go decls=.*}$"

// Package lib is a library with its own, narrower carrier (one seat) and
// its own registry, which lists the library's constructors: the
// functions that call the library's carrier. An engine of two carriers,
// each with its registry.
package lib

// Hands is the narrow carrier's source.
type Hands struct{ A bool }

// Narrow carries only seat A.
//
//clampvet:carrier
func Narrow(src Hands) bool { return src.A }

// Leg is the library's registered constructor.
func Leg(a bool) bool { return Narrow(Hands{A: a}) }

// unlistedLeg calls the library's carrier and is in no registry: it is
// proposed for the library's registry, whose carrier it calls.
func unlistedLeg(a bool) bool { return Narrow(Hands{A: a}) }

// LibConstructors is the library's registry: its carrier is Narrow,
// declared in its package.
//
//clampvet:registry
var LibConstructors = []string{ // want `unlistedLeg calls a carrier: add its row "lib/lib.go#unlistedLeg" to LibConstructors`
	"lib/lib.go#Leg",
}
