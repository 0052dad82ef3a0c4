package agents

import "example.com/engine/policy"

// ObserverSpec calls the carrier in observer.go.
func ObserverSpec(parent policy.Source) policy.Clamps { return policy.Carry(parent) }

// Spec is declared in observer.go, though its type is in agents.go.
func (o Observer) Spec() policy.Clamps { return policy.Carry(o.parent) }
