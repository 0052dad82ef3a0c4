package wiring // want package:"summary module=example.com/engine pkgs: "

import _ "example.com/engine/agents"

// Constructors names constructors that reach the carrier through a dot
// import and an import alias.
//
//clampvet:registry
var Constructors = []string{
	"agents/dot.go#Dotted",
	"agents/dot.go#Deferred",
	"agents/alias.go#Aliased",
	"agents/dot.go#NotCalled", // want `row "agents/dot.go#NotCalled": NotCalled does not call a carrier: call one in its body`
}
