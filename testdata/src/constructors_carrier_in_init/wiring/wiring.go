package wiring // want package:".*"

// Package wiring holds the registry.

import _ "example.com/engine/lanes"

// Rows are the registered constructors.
//
//clampvet:registry
var Rows = []string{"lanes/lanes.go#Child"}
