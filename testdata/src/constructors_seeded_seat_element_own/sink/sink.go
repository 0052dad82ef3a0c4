// want package:".*"

// Package sink starts runs.
package sink

import "example.com/engine/policy"

//clampvet:spawn
func Run(spec *policy.Spec) {}
