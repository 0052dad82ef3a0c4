package steps

import (
	"example.com/engine/lanes"
	"example.com/engine/policy"
)

// Relay hands its source to another package's constructor var: the
// obligation crosses the import through the var's fact.
func Relay(spec *policy.Spec, src policy.Source) { // want Relay:"hands parameter 1 to the carrier"
	lanes.Apply(2, src, spec)
}

// Step passes a keyed literal: nothing to report.
func Step(p policy.Spec) policy.Spec {
	var spec policy.Spec
	lanes.Apply(3, policy.Source{ReadOnly: p.ReadOnly, Face: p.Face}, &spec)
	return spec
}

// holder keeps a source in a field; pick names no source type.
type holder struct{ src policy.Source }

func pick(h holder, spec *policy.Spec) {
	lanes.Apply(4, h.src, spec)
}

var hook = lanes.Apply
