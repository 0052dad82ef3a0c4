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
	"agents/agents.go#Ptr.NoCall", // want `row "agents/agents.go#Ptr.NoCall": Ptr.NoCall in agents.go does not call a carrier: no call in its body resolves to a //clampvet:carrier func`
}
