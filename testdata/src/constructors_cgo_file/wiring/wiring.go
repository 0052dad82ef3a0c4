package wiring // want package:"summary module=example.com/engine pkgs: "

import _ "example.com/engine/agents"

// Constructors names constructors of a cgo package by their source files.
//
//clampvet:registry
var Constructors = []string{
	"agents/native.go#Native",
	"agents/plain.go#Plain",
	"agents/native.go#Plain", // want `row "agents/native.go#Plain": Plain is declared in plain.go, not in native.go`
}
