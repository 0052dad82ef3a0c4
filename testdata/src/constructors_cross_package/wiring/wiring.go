package wiring // want package:" summary module=example.com/engine pkgs: example.com/engine/agents .*; example.com/engine/mid .*; example.com/engine/policy .*; example.com/engine/verify .*; example.com/engine/wiring files=wiring.go}$"

import (
	_ "example.com/engine/agents"
	_ "example.com/engine/mid"
)

// Constructors is the registry: one constructor imported directly, one
// reached only through package mid.
//
//clampvet:registry
var Constructors = []string{
	"agents/agents.go#BuildChildSpec",
	"verify/verify.go#VerifierSpec",
}
