package positional

// A positional literal writes every field of the spec: each is governed.

import "example.com/composite/clamp"

//clampvet:tighten
func Tighten(spec, t clamp.Spec) clamp.Spec {
	return clamp.Spec{
		spec.HandsReadOnly || t.HandsReadOnly,
		spec.MaxTurns,
		spec.Posture, // want `governed seat Posture is neither carried nor listed: add it to clamp.Source or to clamp.NotCarried`
	}
}
