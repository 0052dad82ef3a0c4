package specsonly

import "example.com/engine/policy"

// Turns names the spec type only: the package takes part, but nothing in
// it can reach a carrier, so no SSA is built.
func Turns(s policy.Spec) int { return s.Turns }
