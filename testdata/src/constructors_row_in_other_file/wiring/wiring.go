package wiring // want package:"summary module=example.com/engine pkgs: "

import _ "example.com/engine/agents"

// Constructors names two declarations in the wrong file, and the same two
// in their own file.
//
//clampvet:registry
var Constructors = []string{
	"agents/agents.go#ObserverSpec",  // want `row "agents/agents.go#ObserverSpec": ObserverSpec is declared in observer.go, not in agents.go`
	"agents/agents.go#Observer.Spec", // want `row "agents/agents.go#Observer.Spec": Observer.Spec is declared in observer.go, not in agents.go`
	"agents/observer.go#Build",       // want `row "agents/observer.go#Build": Build is declared in agents.go, not in observer.go`
	"agents/observer.go#ObserverSpec",
	"agents/observer.go#Observer.Spec",
	"agents/agents.go#Build",
}
