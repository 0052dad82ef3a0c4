package remotecarrier

import _ "example.com/unreadable/mapcarrier"

type Spec struct{ HandsReadOnly bool }

//clampvet:notcarried
var NotCarried = map[string]string{}

//clampvet:tighten
func Tighten(spec, t Spec) Spec { // want `carrier mapcarrier.Carry has no readable clamp source: fix its findings`
	spec.HandsReadOnly = spec.HandsReadOnly || t.HandsReadOnly
	return spec
}
