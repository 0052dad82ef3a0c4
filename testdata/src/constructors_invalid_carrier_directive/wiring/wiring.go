package wiring

import _ "example.com/engine/agents"

// Constructors names a constructor of a package that reaches no valid
// carrier.
//
//clampvet:registry
var Constructors = []string{
	"agents/agents.go#Build", // want `row "agents/agents.go#Build": its package neither declares nor imports a carrier`
}
