package agents // want package:" summary module=example.com/engine pkgs: example.com/engine/agents files=agents.go decls=BuildChildSpec:func:agents.go:carrier; example.com/engine/policy files=policy.go decls=Carry:func:policy.go,Clamps:type:policy.go,Source:type:policy.go}$"

import "example.com/engine/policy"

// BuildChildSpec is a constructor the registry's package imports directly.
func BuildChildSpec(parent policy.Source) policy.Clamps {
	return policy.Carry(policy.Source{HandsReadOnly: parent.HandsReadOnly, ReadFace: parent.ReadFace})
}
