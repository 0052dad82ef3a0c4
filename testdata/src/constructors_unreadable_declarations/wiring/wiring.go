package wiring // want package:"summary module=example.com/engine pkgs: "

import _ "example.com/engine/agents"

// Constructors names declarations of every other shape.
//
//clampvet:registry
var Constructors = []string{
	"agents/agents.go#Generic",
	"agents/agents.go#Type",     // want `row "agents/agents.go#Type": Type is a type, which the analyzers cannot read`
	"agents/agents.go#Const",    // want `row "agents/agents.go#Const": Const is a constant, which the analyzers cannot read`
	"agents/agents.go#NoValue",  // want `row "agents/agents.go#NoValue": NoValue is a var with no initializer, which the analyzers cannot read`
	"agents/agents.go#Instance", // want `row "agents/agents.go#Instance": Instance is a var bound to an index or generic instantiation expression, which the analyzers cannot read`
	"agents/agents.go#Indexed",  // want `row "agents/agents.go#Indexed": Indexed is a var bound to an index or generic instantiation expression, which the analyzers cannot read`
	"agents/agents.go#Struct",   // want `row "agents/agents.go#Struct": Struct is a var bound to an expression that is not a func literal, which the analyzers cannot read`
	"agents/agents.go#NoBody",   // want `row "agents/agents.go#NoBody": NoBody is a func declaration without a body \(implemented outside Go\), which the analyzers cannot read`
}
