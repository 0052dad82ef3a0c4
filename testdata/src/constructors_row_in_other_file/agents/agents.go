package agents // want package:"example.com/engine/agents files=agents.go,observer.go decls=Build:func:agents.go:carrier,Observer:type:agents.go,Observer.Spec:method:observer.go:carrier,ObserverSpec:func:observer.go:carrier"

import "example.com/engine/policy"

// Build calls the carrier in agents.go.
func Build(parent policy.Source) policy.Clamps { return policy.Carry(parent) }

// Observer is declared here; its method is in observer.go.
type Observer struct{ parent policy.Source }
