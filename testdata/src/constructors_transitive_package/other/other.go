package other // want package:"summary module=example.com/engine pkgs: example.com/engine/other files=other.go decls=Spec:func:other.go:carrier;"

import "example.com/engine/policy"

// Spec is in a package no import of the registry reaches.
func Spec(parent policy.Source) policy.Clamps { return policy.Carry(parent) }
