package engine // want package:"summary module=example.com/engine carrier=true pkgs: example.com/engine files=root.go decls=Build:func:root.go:carrier,Carry:func:root.go,Clamps:type:root.go,Constructors:othervar:root.go,NoCall:func:root.go,Source:type:root.go}$"

// Source is the clamp source.
type Source struct{ HandsReadOnly bool }

// Clamps is what the carrier returns.
type Clamps struct{ handsReadOnly bool }

// Carry is the carrier, in the module's root package.
//
//clampvet:carrier
func Carry(src Source) Clamps {
	return Clamps{handsReadOnly: src.HandsReadOnly}
}

// Build is a constructor of the module's root package, named by a row
// with no directory.
func Build(parent Source) Clamps { return Carry(parent) }

// NoCall does not call the carrier.
func NoCall(parent Source) Clamps { return Clamps{} }

// Constructors is a registry in the package that declares the carrier and
// the constructors.
//
//clampvet:registry
var Constructors = []string{
	"root.go#Build",
	"root.go#NoCall",       // want `row "root.go#NoCall": NoCall does not call a carrier: call one in its body`
	"wiring/wiring.go#Own", // want `row "wiring/wiring.go#Own": its package is not imported by the registry: import it there`
}
