package wiring

// wiring reaches the policy only through engine.

import "example.com/realpolicy/engine"

var _ = engine.ObserverSpec
