package mid // want package:" summary module=example.com/engine pkgs: example.com/engine/mid files=mid.go; example.com/engine/policy .*; example.com/engine/verify files=verify.go decls=VerifierSpec:func:verify.go:carrier}$"

import "example.com/engine/verify"

// Legs stands between the registry and the verify package; it cannot call
// a carrier itself, so its summary has no declarations.
var Legs = []any{verify.VerifierSpec}
