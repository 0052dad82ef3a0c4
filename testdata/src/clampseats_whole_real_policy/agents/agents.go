package agents

import (
	"encoding/json"

	"example.com/engine/helpers"
	"github.com/sema-agent/policy"
)

// Passing shapes.

func fromHelper(p policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(helpers.From(p)).Apply(&spec)
	return spec
}

func handedLiteral(p policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	helpers.Hand(helpers.From(p), &spec)
	return spec
}

// Failing shapes.

func clearedSeat(p policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	src := helpers.From(p)
	src.ReadDenyPatterns = nil
	policy.ChildClampSeats(src).Apply(&spec) // want `^seat ReadDenyPatterns cleared before the carrier call`
	return spec
}

func partialHelper(p policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(helpers.Partial(p)).Apply(&spec) // want `^carrier source is a result of helpers.Partial, not known whole`
	return spec
}

func mapLookup(m map[string]policy.ChildClampSource) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(m["lane"]).Apply(&spec) // want `^carrier source is a map lookup`
	return spec
}

func commaOk(x any) policy.TaskSpec {
	var spec policy.TaskSpec
	src, _ := x.(policy.ChildClampSource)
	policy.ChildClampSeats(src).Apply(&spec) // want `^carrier source is a type assertion`
	return spec
}

func receive(ch chan policy.ChildClampSource) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(<-ch).Apply(&spec) // want `^carrier source is a channel receive`
	return spec
}

func unmarshal(data []byte) policy.TaskSpec {
	var spec policy.TaskSpec
	var src policy.ChildClampSource // want `^var src .*zero policy.ChildClampSource`
	_ = json.Unmarshal(data, &src)
	policy.ChildClampSeats(src).Apply(&spec) // want `^source passed to json.Unmarshal before the carrier call`
	return spec
}

func zero[T any]() T {
	var t T
	return t
}

func genericZero() policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(zero[policy.ChildClampSource]()).Apply(&spec) // want `^carrier source is a result of generic zero`
	return spec
}

func handedMapLookup(m map[string]policy.ChildClampSource) policy.TaskSpec {
	var spec policy.TaskSpec
	helpers.Hand(m["lane"], &spec) // want `^source passed to helpers.Hand is a map lookup`
	return spec
}

func asValues() {
	hand := helpers.Hand            // want `^helpers.Hand, which hands a source to the carrier, used as a value`
	carry := policy.ChildClampSeats // want `^carrier policy.ChildClampSeats used as a value`
	_, _ = hand, carry
}

// A comma-ok lookup is no more whole than a plain one: a miss is the zero
// source, and a hit is whatever the map was given.
func commaOkLookup(m map[string]policy.ChildClampSource) policy.TaskSpec {
	var spec policy.TaskSpec
	if src, ok := m["lane"]; ok {
		policy.ChildClampSeats(src).Apply(&spec) // want `^carrier source is a map lookup: pass a keyed literal$`
	}
	return spec
}

func commaOkLookupUnchecked(m map[string]policy.ChildClampSource) policy.TaskSpec {
	var spec policy.TaskSpec
	src, _ := m["lane"]
	helpers.Hand(src, &spec) // want `^source passed to helpers.Hand is a map lookup: pass a keyed literal$`
	return spec
}

// A source that is whole on one path and a map lookup on the other is not
// whole: every edge into the join counts, not the first.
func wholeOrLookup(p policy.TaskSpec, m map[string]policy.ChildClampSource, cached bool) policy.TaskSpec {
	var spec policy.TaskSpec
	src := helpers.From(p)
	if cached {
		src = m["lane"]
	}
	policy.ChildClampSeats(src).Apply(&spec) // want `^carrier source is a map lookup: pass a keyed literal$`
	return spec
}

// Whole on both paths.
func wholeOrWhole(p, q policy.TaskSpec, other bool) policy.TaskSpec {
	var spec policy.TaskSpec
	src := helpers.From(p)
	if other {
		src = helpers.From(q)
	}
	policy.ChildClampSeats(src).Apply(&spec)
	return spec
}
