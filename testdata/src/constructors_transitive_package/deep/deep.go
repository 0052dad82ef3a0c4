package deep // want package:"example.com/engine/deep files=deep.go decls=Spec:func:deep.go:carrier;"

import "example.com/engine/policy"

// Spec is three imports away from the registry.
func Spec(parent policy.Source) policy.Clamps { return policy.Carry(parent) }
