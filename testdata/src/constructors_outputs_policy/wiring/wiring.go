// want package:"summary"

// Package wiring registers the constructors.
package wiring

import _ "example.com/engine/agents"

//clampvet:registry
var Constructors = []string{
	"agents/agents.go#Named",
	"agents/agents.go#NamedLoose",
	"agents/agents.go#Ptr",
	"agents/agents.go#PtrLate",
	"agents/agents.go#TaskPtr",
	"agents/agents.go#TaskNever",
	"agents/agents.go#Second",
	"agents/agents.go#Deferred",
	"agents/agents.go#DeferWiden",
	"agents/agents.go#Fan",
	"agents/agents.go#FanLoose",
	"agents/agents.go#Both",
	"agents/agents.go#OneOfTwo",
	"agents/agents.go#BothLegs",
	"agents/agents.go#OneLeg",
}
