package wiring // want package:"summary module=example.com/engine pkgs: "

import _ "example.com/engine/agents"

// Constructors names declarations of every other shape.
//
//clampvet:registry
var Constructors = []string{
	"agents/agents.go#Generic",
	"agents/agents.go#Type",     // want `row "agents/agents.go#Type": Type is a type: make it a Go func`
	"agents/agents.go#Const",    // want `row "agents/agents.go#Const": Const is a constant: make it a Go func`
	"agents/agents.go#NoValue",  // want `row "agents/agents.go#NoValue": NoValue is a var with no initializer: make it a Go func`
	"agents/agents.go#Instance", // want `row "agents/agents.go#Instance": Instance is a var bound to x\[i\] or f\[T\]: make it a Go func`
	"agents/agents.go#Indexed",  // want `row "agents/agents.go#Indexed": Indexed is a var bound to x\[i\] or f\[T\]: make it a Go func`
	"agents/agents.go#Struct",   // want `row "agents/agents.go#Struct": Struct is a var not bound to a func literal: make it a Go func`
	"agents/agents.go#NoBody",   // want `row "agents/agents.go#NoBody": NoBody is a func without a Go body: make it a Go func`
}
