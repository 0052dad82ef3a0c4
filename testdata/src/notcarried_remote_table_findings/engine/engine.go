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
func Tighten(spec, t Spec) Spec { // want `key "Gone" of table clamp.NotCarried names no field of Spec: remove the row` `not-carried table clamp.NotCarried gives seat MaxTurns a placeholder reason "TODO": say why` `reason for seat Posture in table clamp.NotCarried is a named constant \(why\): write a string literal` `key "ReadFace" of table clamp.NotCarried is carried by clamp.Carry: remove the row` `key "Untouched" of table clamp.NotCarried is not governed by Tighten: remove the row`
	spec.HandsReadOnly = spec.HandsReadOnly || t.HandsReadOnly
	if t.ReadFace == "roots" {
		spec.ReadFace = "roots"
	}
	spec.MaxTurns = min(spec.MaxTurns, t.MaxTurns)
	spec.Posture = max(spec.Posture, t.Posture)
	spec.Tools = append(spec.Tools, t.Tools...) // listed with a real reason: no finding
	return spec
}
