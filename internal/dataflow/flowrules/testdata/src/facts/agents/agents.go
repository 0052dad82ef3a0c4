package agents

import (
	"example.com/engine/helpers"
	"example.com/engine/policy"
)

// Relay's obligation comes from a function of another package. Its summary
// counts the receiver as parameter 0, so src is parameter 2.
func (r Runner) Relay(spec *policy.Spec, src policy.Source) { // want Relay:"hands parameter 2 to the carrier"
	helpers.Hand(src, spec)
}

// Runner has a method with an obligation.
type Runner struct{}

// Again returns what a function of another package returns whole.
func Again(p policy.Spec) policy.Source { // want Again:"returns a whole source"
	return helpers.From(p)
}
