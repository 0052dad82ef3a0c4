package ident

var rows = []string{"good/good.go#Build"}

// Constructors is bound to another var.
//
//clampvet:registry
var Constructors = rows // want `registry Constructors is initialized with an identifier \(rows\): expected a composite literal of string literals, \[\]string\{"DIR/FILE.go#Name", ...\} \(the registry must be a closed literal\)`
