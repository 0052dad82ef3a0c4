package ident

var rows = []string{"good/good.go#Build"}

// Constructors is bound to another var.
//
//clampvet:registry
var Constructors = rows // want `registry Constructors is initialized with an identifier \(rows\): expected a \[\]string literal`
