package wiring // want package:"summary module=example.com/engine pkgs: "

import (
	_ "example.com/engine/agents"
	_ "example.com/engine/many"
)

// Constructors names files the packages do not have in this build.
//
//clampvet:registry
var Constructors = []string{
	"agents/a.go#Build",
	"agents/missing.go#Build",  // want `row "agents/missing.go#Build": file missing.go is not in its package \(its files: a.go, b.go\)`
	"agents/excluded.go#Build", // want `row "agents/excluded.go#Build": file excluded.go is excluded by build constraints in this build`
	"many/f8.go#Build",         // want `row "many/f8.go#Build": file f8.go is not among the 7 files of its package in this build`
	"many/f1.go#Build",
}
