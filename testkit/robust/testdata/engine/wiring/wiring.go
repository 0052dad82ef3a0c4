// Package wiring registers the engine's constructors.
package wiring

import _ "example.com/engine/agents"

// Constructors is the registry.
//
//clampvet:registry
var Constructors = []string{
	"agents/agents.go#Build",
}
