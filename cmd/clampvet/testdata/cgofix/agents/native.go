// Package agents imports "C": drivers analyze cmd/cgo's copy of this
// file, whose //line directives map positions back here.
package agents

// #include <stdlib.h>
import "C"

import "example.com/cgofix/policy"

// Native omits the seat ReadFace on a line cgo copies as it is.
func Native(parent policy.Source) policy.Clamps {
	_ = C.abs(-1)
	return policy.Carry(policy.Source{HandsReadOnly: parent.HandsReadOnly})
}
