package wiring // want package:"summary module=example.com/engine pkgs: example.com/engine/deep .*; example.com/engine/legs .*; example.com/engine/policy .*; example.com/engine/svc .*; example.com/engine/wiring files=wiring.go}$"

import _ "example.com/engine/svc"

// Constructors reaches deep through svc and legs, which cannot call a
// carrier themselves.
//
//clampvet:registry
var Constructors = []string{
	"deep/deep.go#Spec",
	"other/other.go#Spec", // want `row "other/other.go#Spec": its package is not imported by the registry: import it there`
	"legs/legs.go#All",    // want `row "legs/legs.go#All": its package neither declares nor directly imports a carrier`
}
