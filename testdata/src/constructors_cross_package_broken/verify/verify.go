package verify // want package:"example.com/engine/verify files=verify.go decls=VerifierSpec:func:verify.go,helper:func:verify.go:carrier"

import "example.com/engine/policy"

// VerifierSpec reaches the carrier only through a helper: the constructor
// itself must call it.
func VerifierSpec(parent policy.Source) policy.Clamps {
	return helper(parent)
}

func helper(parent policy.Source) policy.Clamps {
	return policy.Carry(policy.Source{HandsReadOnly: parent.HandsReadOnly})
}
