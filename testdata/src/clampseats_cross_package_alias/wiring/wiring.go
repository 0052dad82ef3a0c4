package wiring

import "example.com/crosspackage/engine"

// wiring constructs nothing; it carries the mark on to its importers.
var Uses = []any{engine.Uses}
