package mid // want package:"summary module=example.com/engine pkgs: example.com/engine/mid files=mid.go;"

import "example.com/engine/verify"

// Legs keeps the verify package imported.
var Legs = []any{verify.VerifierSpec}
