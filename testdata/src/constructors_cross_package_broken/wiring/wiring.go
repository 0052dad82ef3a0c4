package wiring // want package:"summary module=example.com/engine pkgs: example.com/engine/agents"

import (
	_ "example.com/engine/agents"
	_ "example.com/engine/mid"
	_ "example.com/engine/util"
)

// Constructors is a registry with one good row and one row per way a row
// can fail across packages.
//
//clampvet:registry
var Constructors = []string{ // want `helper in verify/verify.go calls a carrier but is not registered: add the row "verify/verify.go#helper" to Constructors`
	"agents/agents.go#BuildChildSpec",
	"agents/agents.go#ObserverSpec", // want `row "agents/agents.go#ObserverSpec": ObserverSpec is declared in observer.go, not in agents.go`
	"verify/verify.go#VerifierSpec", // want `row "verify/verify.go#VerifierSpec": VerifierSpec in verify.go does not call a carrier: no call in its body resolves to a //clampvet:carrier func`
	"lonely/lonely.go#Spec",         // want `row "lonely/lonely.go#Spec": package example.com/engine/lonely is not imported by example.com/engine/wiring, directly or through packages of module example.com/engine that reach a carrier: the registry's package must import every constructor's package`
	"nowhere/x.go#F",                // want `row "nowhere/x.go#F": package example.com/engine/nowhere is not imported by example.com/engine/wiring`
	"util/util.go#Spec",             // want `row "util/util.go#Spec": package example.com/engine/util cannot call a carrier: it neither declares a //clampvet:carrier func nor imports a package that does`
}
