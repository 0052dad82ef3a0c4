package agents // want package:"example.com/engine/agents files=agents.go,observer.go decls=BuildChildSpec:func:agents.go:carrier,ObserverSpec:func:observer.go:carrier;"

import "example.com/engine/policy"

// BuildChildSpec calls the carrier.
func BuildChildSpec(parent policy.Source) policy.Clamps {
	return policy.Carry(policy.Source{HandsReadOnly: parent.HandsReadOnly})
}
