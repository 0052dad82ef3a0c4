package agents

import (
	"example.com/engine/helpers"
	"example.com/engine/policy"
)

// Passing shapes: constructor vars whose source is a parameter, called by
// name with whole sources.

// ApplyClamps applies the clamps of src to spec in place.
var ApplyClamps = func(src policy.Source, spec *policy.Spec) {
	policy.Carry(src).Apply(spec)
}

// Produce returns the clamps of src for its caller to apply.
var Produce = (func(turns int, src policy.Source) policy.Clamps {
	return policy.Carry(src)
})

// Holder keeps a source in a field.
type Holder struct{ Src policy.Source }

func stepSpec(p policy.Spec) policy.Spec {
	spec := policy.Spec{Turns: 4}
	ApplyClamps(policy.Source{ReadOnly: p.ReadOnly, Face: p.Face}, &spec)
	return spec
}

func producedSpec(p policy.Spec) policy.Spec {
	spec := policy.Spec{Turns: 2}
	Produce(1, helpers.From(p)).Apply(&spec)
	return spec
}

// Relay hands src on to a constructor var: the obligation moves to its
// callers.
func Relay(src policy.Source, spec *policy.Spec) {
	ApplyClamps(src, spec)
}

// Failing shapes.

func lookup(m map[string]policy.Source) policy.Spec {
	var spec policy.Spec
	ApplyClamps(m["lane"], &spec) // want `^source passed to agents.ApplyClamps is a map lookup`
	return spec
}

func fieldRead(h Holder) policy.Clamps {
	return Produce(3, h.Src) // want `^source passed to agents.Produce is a field read`
}

func asValue() func(policy.Source, *policy.Spec) {
	return ApplyClamps // want `^constructor var ApplyClamps used as a value: call it directly`
}

// NotCtorVar hands its parameter to a function with an obligation but
// calls no carrier itself: it is not a constructor var, so nothing keeps
// it from being reassigned, and its callers cannot be checked.
var NotCtorVar = func(src policy.Source, spec *policy.Spec) {
	helpers.Hand(src, spec) // want `^source passed to helpers.Hand is a parameter of a func literal`
}

func local(p policy.Spec) policy.Spec {
	var spec policy.Spec
	apply := func(src policy.Source) {
		policy.Carry(src).Apply(&spec) // want `^carrier source is a parameter of a func literal`
	}
	apply(helpers.From(p))
	return spec
}
