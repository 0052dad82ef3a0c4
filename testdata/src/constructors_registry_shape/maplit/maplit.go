package maplit

// Constructors is a map, not a list.
//
//clampvet:registry
var Constructors = map[string]string{"good/good.go#Build": "x"} // want `registry Constructors is a map\[string\]string literal: expected a \[\]string literal`
