package noinit

// Constructors has no initializer.
//
//clampvet:registry
var Constructors []string // want `registry Constructors has no initializer: expected a \[\]string literal`
