// want package:"summary module=example.com/engine pkgs: .*}$"

// Package fixed declares its registry as an array of a written length,
// every element given: a row appended there would not compile, and a
// length rewritten could break a use that relies on it (First), so there
// is no fix and the finding says what to write.
package fixed

import _ "example.com/engine/agents"

//clampvet:registry
var Constructors = [1]string{ // want `Extra calls a carrier: add its row "agents/agents.go#Extra" to Constructors, of fixed length 1: declare it \[\.\.\.\]string first$`
	"agents/agents.go#Full",
}

// First takes the registry by its type.
func First(rows [1]string) string { return rows[0] }

var _ = First(Constructors)
