package anylist

// Constructors is a list of any.
//
//clampvet:registry
var Constructors = []any{"good/good.go#Build"} // want `registry Constructors is a \[\]any literal: expected a \[\]string literal`
