package arraylen // want package:"summary module=example.com/engine pkgs: example.com/engine/arraylen files=arraylen.go; example.com/engine/good files=good.go decls=Build:func:good.go:carrier,Constructors:othervar:good.go,Rows:othervar:good.go,Text:type:good.go,Texts:othervar:good.go; example.com/engine/policy files=policy.go decls=Carry:func:policy.go,Clamps:type:policy.go,Source:type:policy.go"

import _ "example.com/engine/good"

// Constructors is an array of length 3 with one row: the other two
// elements are empty strings, rows nobody wrote. The row it gives is
// still resolved (and resolves).
//
//clampvet:registry
var Constructors = [3]string{"good/good.go#Build"} // want `registry Constructors has 1 element but its array length is 3: use \[...\]string or \[\]string`
