package engine

import _ "example.com/remote/clamp"

type Spec struct {
	HandsReadOnly bool
	ReadFace      string
	MaxTurns      int
	Posture       string
	Untouched     string
	Tools         []string
}

// Tighten's findings about the remote table all land on its name.
//
//clampvet:tighten
func Tighten(spec, t Spec) Spec { // want `key "Gone" of not-carried table clamp.NotCarried \(clamp.go:21\) is stale: spec type Spec has no field Gone, so tighten function Tighten governs no such seat; remove the row` `not-carried table clamp.NotCarried gives seat MaxTurns the placeholder reason "TODO" \(clamp.go:19\): say why the seat is not carried` `not-carried table clamp.NotCarried gives seat Posture a reason that is not a string literal, a named constant \(why\) \(clamp.go:23\): write the reason as a string literal` `key "ReadFace" of not-carried table clamp.NotCarried \(clamp.go:20\) names seat ReadFace, which carrier clamp.Carry \(clamp.go:13\) carries: a seat is carried or not carried, not both; remove the row` `key "Untouched" of not-carried table clamp.NotCarried \(clamp.go:22\) is stale: tighten function Tighten never reads or writes Spec.Untouched; remove the row, or govern the seat`
	spec.HandsReadOnly = spec.HandsReadOnly || t.HandsReadOnly
	if t.ReadFace == "roots" {
		spec.ReadFace = "roots"
	}
	spec.MaxTurns = min(spec.MaxTurns, t.MaxTurns)
	spec.Posture = max(spec.Posture, t.Posture)
	spec.Tools = append(spec.Tools, t.Tools...) // listed with a real reason: no finding
	return spec
}
