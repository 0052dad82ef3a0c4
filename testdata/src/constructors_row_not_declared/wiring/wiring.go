package wiring // want package:"summary module=example.com/engine pkgs: "

import _ "example.com/engine/agents"

// Constructors names declarations the package does not have.
//
//clampvet:registry
var Constructors = []string{
	"agents/agents.go#T.Build",
	"agents/agents.go#Fn",
	"agents/agents.go#Nope",        // want `row "agents/agents.go#Nope": Nope is not declared in example.com/engine/agents`
	"agents/agents.go#Build",       // want `row "agents/agents.go#Build": Build names only methods \(T.Build and U.Build\): write Type.Method`
	"agents/agents.go#Only",        // want `row "agents/agents.go#Only": Only names only a method \(T.Only\): write Type.Method`
	"agents/agents.go#Missing.Run", // want `row "agents/agents.go#Missing.Run": type Missing is not declared in example.com/engine/agents`
	"agents/agents.go#Fn.Build",    // want `row "agents/agents.go#Fn.Build": Fn is a func declaration, not a type: Type.Method names a method`
	"agents/agents.go#T.Nope",      // want `row "agents/agents.go#T.Nope": type T has no method Nope in example.com/engine/agents`
}
