package local

// Passing: the same, with the carrier and the table declared here, which
// the tighten function prefers.

import (
	_ "example.com/ambiguous/a"
	_ "example.com/ambiguous/b"
)

type Spec struct {
	HandsReadOnly bool
	MaxTurns      int
}

type Source struct{ HandsReadOnly bool }

//clampvet:carrier
func Carry(source Source) bool { return source.HandsReadOnly }

//clampvet:notcarried
var NotCarried = map[string]string{
	"MaxTurns": "a budget each constructor sizes for its child's own job",
}

//clampvet:tighten
func Tighten(spec, t Spec) Spec {
	spec.HandsReadOnly = spec.HandsReadOnly || t.HandsReadOnly
	spec.MaxTurns = min(spec.MaxTurns, t.MaxTurns)
	return spec
}
