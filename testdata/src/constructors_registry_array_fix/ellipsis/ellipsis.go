// want package:"summary module=example.com/engine pkgs: .*}$"

// Package ellipsis declares its registry as an array of inferred length:
// the fix appends the row, and the length follows.
package ellipsis

import _ "example.com/engine/agents"

//clampvet:registry
var Constructors = [...]string{"agents/agents.go#Full"} // want `Extra calls a carrier: add its row "agents/agents.go#Extra" to Constructors$`
