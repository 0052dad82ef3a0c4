package lonely // want package:"example.com/engine/lonely files=lonely.go decls=Spec:func:lonely.go:carrier"

import "example.com/engine/policy"

// Spec calls the carrier, but nothing the registry imports imports lonely.
func Spec(parent policy.Source) policy.Clamps {
	return policy.Carry(policy.Source{HandsReadOnly: parent.HandsReadOnly})
}
