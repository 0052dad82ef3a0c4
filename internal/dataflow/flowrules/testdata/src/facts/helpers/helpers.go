package helpers

import "example.com/engine/policy"

// From returns a whole source on every path.
func From(p policy.Spec) policy.Source { // want From:"returns a whole source"
	if p.ReadOnly {
		return policy.Source{ReadOnly: true, Face: p.Face}
	}
	return policy.Source{ReadOnly: p.ReadOnly, Face: p.Face}
}

// Partial clears a seat: no fact.
func Partial(p policy.Spec) policy.Source {
	src := From(p)
	src.Face = ""
	return src
}

// Hand hands its first parameter to the carrier.
func Hand(src policy.Source, spec *policy.Spec) { // want Hand:"hands parameter 0 to the carrier"
	policy.Carry(src).Apply(spec)
}

// Build is a constructor var.
var Build = func(p policy.Spec) policy.Spec { // want Build:"constructor var"
	var spec policy.Spec
	policy.Carry(From(p)).Apply(&spec)
	return spec
}

// Other is a func-literal var that does not call the carrier: no fact.
var Other = func(p policy.Spec) policy.Spec { return p }
