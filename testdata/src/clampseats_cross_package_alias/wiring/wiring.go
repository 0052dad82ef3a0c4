package wiring // want package:"imports a package that takes part"

import "example.com/crosspackage/engine"

// wiring constructs nothing; it carries the mark on to its importers.
var Uses = []any{engine.Uses}
