package wiring // want package:"summary module=example.com/engine pkgs: "

import _ "example.com/engine/agents"

// Constructors names funcs that look like they call the carrier.
//
//clampvet:registry
var Constructors = []string{
	"agents/agents.go#Real",
	"agents/agents.go#Namesake",   // want `row "agents/agents.go#Namesake": Namesake does not call a carrier: call one in its body`
	"agents/agents.go#Local",      // want `row "agents/agents.go#Local": Local does not call a carrier: call one in its body`
	"agents/agents.go#ThroughVar", // want `row "agents/agents.go#ThroughVar": ThroughVar does not call a carrier: call one in its body`
	"agents/agents.go#Apply",      // want `row "agents/agents.go#Apply": Apply does not call a carrier: call one in its body`
}
