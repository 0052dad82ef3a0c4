package lanes

import "example.com/engine/policy"

// Apply is a constructor var whose source is its second parameter: the
// obligation is its fact, as a declared function's would be.
var Apply = func(turns int, src policy.Source, spec *policy.Spec) { // want Apply:"hands parameter 1 to the carrier; constructor var"
	spec.Turns = turns
	policy.Carry(src).Apply(spec)
}

// Own builds its source itself: a constructor var with no obligation.
var Own = func(p policy.Spec) policy.Spec { // want Own:"constructor var"
	var spec policy.Spec
	policy.Carry(policy.Source{ReadOnly: p.ReadOnly, Face: p.Face}).Apply(&spec)
	return spec
}

// Through hands its source on to Apply by name: its own obligation.
func Through(src policy.Source, spec *policy.Spec) { // want Through:"hands parameter 0 to the carrier"
	Apply(1, src, spec)
}
