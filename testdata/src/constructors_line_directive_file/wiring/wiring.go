package wiring // want package:".*"

import _ "example.com/engine/agents"

// Constructors names a constructor by its file in the repository; the
// name a //line directive gives that file is no file of the package.
//
//clampvet:registry
var Constructors = []string{
	"agents/real.go#Real",
	"agents/renamed.go#Real", // want `row "agents/renamed.go#Real": file renamed.go is not in its package \(its files: real.go\)`
}
