package middle

import "example.com/crosspackage/policy"

// Src names the source for packages that never import policy.
type Src = policy.Source

// Build returns a complete source.
func Build() Src { return Src{ReadOnly: true, Face: "roots"} }

var partial = policy.Source{ReadOnly: true} // want `policy.Source literal omits seat Face`
