package wiring // want package:"summary module=example.com/engine pkgs: "

import _ "example.com/engine/agents"

// Constructors names methods of either receiver kind, generic or not.
//
//clampvet:registry
var Constructors = []string{
	"agents/agents.go#Ptr.Spec",
	"agents/agents.go#Val.Spec",
	"agents/agents.go#Box.Spec",
	"agents/agents.go#Pair.Spec",
	"agents/agents.go#Ptr.NoCall", // want `row "agents/agents.go#Ptr.NoCall": Ptr.NoCall does not call a carrier: call one in its body`
}
