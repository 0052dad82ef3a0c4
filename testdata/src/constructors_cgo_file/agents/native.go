package agents

// #include <stdlib.h>
import "C"

import "example.com/engine/policy"

// Native is declared in a cgo file: drivers analyze cgo's rewritten copy,
// whose //line directives map it back to native.go.
func Native(parent policy.Source) policy.Clamps {
	_ = C.abs(-1)
	return policy.Carry(parent)
}
