// Package middle is the only way from top to policy: the facts of top
// depend on facts computed here, and middle is not a root when top is.
package middle

import "example.com/scenario/policy"

// Wrap calls the carrier.
func Wrap() int { return policy.Carry() }
