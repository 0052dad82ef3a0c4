package ownengine

// Passing: an engine with its own carrier, table and tighten function,
// downstream of the policy's: it checks its own.

import "example.com/downstream/policy"

type Source struct {
	HandsReadOnly bool
	Posture       string
}

//clampvet:carrier
func Carry(source Source) bool { return source.HandsReadOnly }

//clampvet:notcarried
var NotCarried = map[string]string{
	"MaxTurns": "a budget each constructor sizes for its child's own job",
}

type Spec struct {
	HandsReadOnly bool
	MaxTurns      int
	Posture       string
}

//clampvet:tighten
func Tighten(spec, t Spec) Spec {
	p := policy.Tighten(policy.Spec{HandsReadOnly: spec.HandsReadOnly, MaxTurns: spec.MaxTurns},
		policy.Spec{HandsReadOnly: t.HandsReadOnly, MaxTurns: t.MaxTurns})
	spec.HandsReadOnly, spec.MaxTurns = p.HandsReadOnly, p.MaxTurns
	spec.Posture = max(spec.Posture, t.Posture)
	return spec
}
