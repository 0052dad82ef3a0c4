package sink

import "example.com/own/pol"

// Start starts a run with a copy of its spec.
//
//clampvet:spawn
func Start(spec pol.Spec) {}
