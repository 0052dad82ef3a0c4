package verify // want package:"example.com/engine/verify files=verify.go decls=VerifierSpec:func:verify.go:carrier"

import "example.com/engine/policy"

// VerifierSpec is a constructor the registry's package reaches only
// through package mid.
func VerifierSpec(parent policy.Source) policy.Clamps {
	return policy.Carry(policy.Source{HandsReadOnly: parent.HandsReadOnly, ReadFace: parent.ReadFace})
}
