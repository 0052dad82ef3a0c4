package engine

// Failing: an engine's own carrier and table, downstream of the policy's
// tighten function, which cannot see them, with no tighten function here.

import "example.com/downstream/policy"

type Source struct {
	HandsReadOnly bool
	Posture       string
}

//clampvet:carrier
func Carry(source Source) bool { return source.HandsReadOnly } // want `carrier Carry is declared downstream of tighten function policy.Tighten \(policy.go:19\), which cannot see it, and this package declares no tighten function: nothing checks that the seats it carries are seats a tighten function governs; declare a //clampvet:tighten func in this package, or move the carrier to that function's package or a package it imports`

//clampvet:notcarried
var NotCarried = map[string]string{ // want `not-carried table NotCarried is declared downstream of tighten function policy.Tighten \(policy.go:19\), which cannot see it, and this package declares no tighten function: nothing checks its rows; declare a //clampvet:tighten func in this package, or move the not-carried table to that function's package or a package it imports`
	"MaxTurns": "a budget each constructor sizes for its child's own job",
}

var _ = policy.Tighten
