package engine

// Failing: an engine's own carrier and table, downstream of the policy's
// tighten function, which cannot see them, with no tighten function here.

import "example.com/downstream/policy"

type Source struct {
	HandsReadOnly bool
	Posture       string
}

//clampvet:carrier
func Carry(source Source) bool { return source.HandsReadOnly } // want `carrier Carry is out of sight of policy.Tighten: move it up or add one here`

//clampvet:notcarried
var NotCarried = map[string]string{ // want `not-carried table NotCarried is out of sight of policy.Tighten: move it up or add one here`
	"MaxTurns": "a budget each constructor sizes for its child's own job",
}

var _ = policy.Tighten
