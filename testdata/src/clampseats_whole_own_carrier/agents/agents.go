package agents

import (
	"example.com/engine/helpers"
	"example.com/engine/policy"
)

// Passing shapes.

func fromHelper(p policy.Spec) policy.Spec {
	var spec policy.Spec
	policy.Carry(helpers.From(p)).Apply(&spec)
	return spec
}

// Relay hands src on: the obligation moves to its callers.
func Relay(src policy.Source, spec *policy.Spec) {
	helpers.Hand(src, spec)
}

// Failing shapes.

func clearedSeat(p policy.Spec) policy.Spec {
	var spec policy.Spec
	src := policy.Source{ReadOnly: p.ReadOnly, Face: p.Face}
	src.Face = ""
	policy.Carry(src).Apply(&spec) // want `^seat Face cleared before the carrier call`
	return spec
}

func mapLookup(m map[string]policy.Source) policy.Spec {
	var spec policy.Spec
	policy.Carry(m["lane"]).Apply(&spec) // want `^carrier source is a map lookup`
	return spec
}

func commaOk(x any) policy.Spec {
	var spec policy.Spec
	if src, ok := x.(policy.Source); ok {
		policy.Carry(src).Apply(&spec) // want `^carrier source is a type assertion`
	}
	return spec
}

func receive(ch chan policy.Source) policy.Spec {
	var spec policy.Spec
	policy.Carry(<-ch).Apply(&spec) // want `^carrier source is a channel receive \(<-ch\): pass a keyed literal$`
	return spec
}

func handedField(h struct{ src policy.Source }) policy.Spec {
	var spec policy.Spec
	helpers.Hand(h.src, &spec) // want `^source passed to helpers.Hand is a field read`
	return spec
}

// A comma-ok lookup is no more whole than a plain one: a miss is the zero
// source, and a hit is whatever the map was given.
func commaOkLookup(m map[string]policy.Source) policy.Spec {
	var spec policy.Spec
	if src, ok := m["lane"]; ok {
		policy.Carry(src).Apply(&spec) // want `^carrier source is a map lookup: pass a keyed literal$`
	}
	return spec
}

func commaOkLookupUnchecked(m map[string]policy.Source) policy.Spec {
	var spec policy.Spec
	src, _ := m["lane"]
	helpers.Hand(src, &spec) // want `^source passed to helpers.Hand is a map lookup: pass a keyed literal$`
	return spec
}

// A source that is whole on one path and a map lookup on the other is not
// whole: every edge into the join counts, not the first.
func wholeOrLookup(p policy.Spec, m map[string]policy.Source, cached bool) policy.Spec {
	var spec policy.Spec
	src := helpers.From(p)
	if cached {
		src = m["lane"]
	}
	policy.Carry(src).Apply(&spec) // want `^carrier source is a map lookup: pass a keyed literal$`
	return spec
}

// Whole on both paths.
func wholeOrWhole(p, q policy.Spec, other bool) policy.Spec {
	var spec policy.Spec
	src := helpers.From(p)
	if other {
		src = helpers.From(q)
	}
	policy.Carry(src).Apply(&spec)
	return spec
}
