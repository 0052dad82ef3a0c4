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
var Constructors = []string{ // want `helper calls a carrier: add its row "verify/verify.go#helper" to Constructors`
	"agents/agents.go#BuildChildSpec",
	"agents/agents.go#ObserverSpec", // want `row "agents/agents.go#ObserverSpec": ObserverSpec is declared in observer.go, not in agents.go`
	"verify/verify.go#VerifierSpec", // want `row "verify/verify.go#VerifierSpec": VerifierSpec does not call a carrier: call one in its body`
	"lonely/lonely.go#Spec",         // want `row "lonely/lonely.go#Spec": its package is not imported by the registry: import it there`
	"nowhere/x.go#F",                // want `row "nowhere/x.go#F": its package is not imported by the registry: import it there`
	"util/util.go#Spec",             // want `row "util/util.go#Spec": its package neither declares nor imports a carrier`
}
