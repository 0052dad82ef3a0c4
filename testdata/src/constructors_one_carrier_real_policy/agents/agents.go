// want package:"summary module=example.com/engine pkgs: example.com/engine/agents files=agents.go decls=Both:func:agents.go:carrier,Full:func:agents.go:carrier,HandsOnly:func:agents.go:carrier,source:func:agents.go; example.com/engine/lib .*}$"

// Package agents builds child clamps: through the policy module's carrier,
// which the registry checks its rows against, or through the library's
// narrower one, which calls "a carrier" but drops four seats.
package agents

import (
	"example.com/engine/lib"
	"github.com/sema-agent/policy"
)

func source(p policy.TaskSpec) policy.ChildClampSource {
	return policy.ChildClampSource{
		HandsReadOnly:    p.HandsReadOnly,
		InteractiveTools: p.InteractiveTools,
		ReadFace:         p.ReadFace,
		WriteFace:        p.WriteFace,
		ReadDenyPatterns: p.ReadDenyPatterns,
	}
}

// Full calls the policy module's carrier.
func Full(parent policy.TaskSpec) policy.Clamps {
	return policy.ChildClampSeats(source(parent))
}

// HandsOnly calls only the library's narrower carrier.
func HandsOnly(parent policy.TaskSpec) bool {
	return lib.Narrow(lib.Hands{HandsReadOnly: parent.HandsReadOnly})
}

// Both calls the registry's carrier too.
func Both(parent policy.TaskSpec) (policy.Clamps, bool) {
	return policy.ChildClampSeats(source(parent)), lib.Narrow(lib.Hands{HandsReadOnly: parent.HandsReadOnly})
}
