// want package:"summary module=example.com/engine pkgs: .*}$"

// Package slice declares its registry as a slice: the fix appends the row.
package slice

import _ "example.com/engine/agents"

//clampvet:registry
var Constructors = []string{ // want `Extra calls a carrier: add its row "agents/agents.go#Extra" to Constructors$`
	"agents/agents.go#Full",
}
