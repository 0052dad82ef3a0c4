package agents

import "example.com/engine/policy"

// ObserverSpec calls the carrier, but lives in observer.go.
func ObserverSpec(parent policy.Source) policy.Clamps {
	return policy.Carry(policy.Source{HandsReadOnly: parent.HandsReadOnly})
}
