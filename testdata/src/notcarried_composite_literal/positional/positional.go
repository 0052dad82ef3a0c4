package positional

// A positional literal writes every field of the spec: each is governed.

import "example.com/composite/clamp"

//clampvet:tighten
func Tighten(spec, t clamp.Spec) clamp.Spec {
	return clamp.Spec{
		spec.HandsReadOnly || t.HandsReadOnly,
		spec.MaxTurns,
		spec.Posture, // want `seat Posture governed by tighten function Tighten is neither carried by carrier clamp.Carry \(clamp.go:12\) nor a key of not-carried table clamp.NotCarried \(clamp.go:15\)`
	}
}
