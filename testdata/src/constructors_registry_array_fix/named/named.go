// want package:"summary module=example.com/engine pkgs: .*}$"

// Package named declares its registry with a named array type: its
// length is the type's, so there is no fix either.
package named

import _ "example.com/engine/agents"

// Rows is the registry's type.
type Rows [1]string

//clampvet:registry
var Constructors = Rows{"agents/agents.go#Full"} // want `Extra calls a carrier: add its row "agents/agents.go#Extra" to Constructors, of fixed length 1: declare it \[\.\.\.\]string first$`
