package wiring // want package:"summary module=example.com/engine pkgs: example.com/engine files=root.go decls=.*; example.com/engine/wiring files=wiring.go decls=Constructors:othervar:wiring.go,Own:func:wiring.go:carrier}$"

import engine "example.com/engine"

// Own is a constructor of the registry's own package.
func Own(parent engine.Source) engine.Clamps { return engine.Carry(parent) }

// Constructors names its own package's constructor and the root package's.
//
//clampvet:registry
var Constructors = []string{
	"wiring/wiring.go#Own",
	"root.go#Build",
}
