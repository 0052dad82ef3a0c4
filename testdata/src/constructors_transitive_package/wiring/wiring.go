package wiring // want package:"summary module=example.com/engine pkgs: example.com/engine/deep .*; example.com/engine/legs .*; example.com/engine/policy .*; example.com/engine/svc .*; example.com/engine/wiring files=wiring.go}$"

import _ "example.com/engine/svc"

// Constructors reaches deep through svc and legs, which cannot call a
// carrier themselves.
//
//clampvet:registry
var Constructors = []string{
	"deep/deep.go#Spec",
	"other/other.go#Spec", // want `row "other/other.go#Spec": package example.com/engine/other is not imported by example.com/engine/wiring, directly or through packages of module example.com/engine that reach a carrier`
	"legs/legs.go#All",    // want `row "legs/legs.go#All": package example.com/engine/legs cannot call a carrier: it neither declares a //clampvet:carrier func nor directly imports a package that does`
}
