package agents // want package:"summary module=example.com/engine pkgs: example.com/engine/agents files=agents.go decls=Build:func:agents.go:carrier}$"

import "example.com/clamp"

// Build calls a carrier of another module. The other module's packages
// are not carried in this module's summaries: rows cannot name them.
func Build(parent clamp.Source) clamp.Clamps { return clamp.Carry(parent) }
