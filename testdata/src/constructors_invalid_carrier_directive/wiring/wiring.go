package wiring

import _ "example.com/engine/agents"

// Constructors names a constructor of a package that reaches no valid
// carrier.
//
//clampvet:registry
var Constructors = []string{
	"agents/agents.go#Build", // want `row "agents/agents.go#Build": package example.com/engine/agents cannot call a carrier: it neither declares a //clampvet:carrier func nor imports a package that does`
}
