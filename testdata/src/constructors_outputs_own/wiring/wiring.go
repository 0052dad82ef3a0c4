// want package:"summary"

// Package wiring registers the constructors.
package wiring

import _ "example.com/own/lanes"

//clampvet:registry
var Rows = []string{
	"lanes/lanes.go#Named",
	"lanes/lanes.go#NamedLoose",
	"lanes/lanes.go#Ptr",
	"lanes/lanes.go#PtrLate",
	"lanes/lanes.go#JobPtr",
	"lanes/lanes.go#JobNever",
	"lanes/lanes.go#Second",
	"lanes/lanes.go#Deferred",
	"lanes/lanes.go#DeferWiden",
	"lanes/lanes.go#Fan",
	"lanes/lanes.go#FanLoose",
	"lanes/lanes.go#Both",
	"lanes/lanes.go#OneOfTwo",
	"lanes/lanes.go#BothSides",
	"lanes/lanes.go#LeftOnly",
}
