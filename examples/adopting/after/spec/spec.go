// Package spec is what a run of minibot may do, and the one way a child's
// spec receives its parent's clamps.
package spec

import "slices"

// Spec is what a run may do. The zero Spec is the loosest: every tool,
// writes allowed, network allowed, no step limit.
type Spec struct {
	Tools     []string // nil: every tool; non-nil (even empty): only these
	ReadOnly  bool     // true: no tool that writes
	NoNetwork bool     // true: no tool that reaches the network
	MaxSteps  int      // 0: no limit; else at most this many steps
}

// Tighten merges t into spec, tighten-only: the result is at least as
// strict as both on every field.
//
//clampvet:tighten
func Tighten(spec, t Spec) Spec {
	spec.Tools = intersect(spec.Tools, t.Tools)
	spec.ReadOnly = spec.ReadOnly || t.ReadOnly
	spec.NoNetwork = spec.NoNetwork || t.NoNetwork
	if t.MaxSteps > 0 && (spec.MaxSteps == 0 || t.MaxSteps < spec.MaxSteps) {
		spec.MaxSteps = t.MaxSteps
	}
	return spec
}

// intersect is the tools both lists allow; nil allows every tool.
func intersect(a, b []string) []string {
	switch {
	case a == nil:
		return slices.Clone(b)
	case b == nil:
		return slices.Clone(a)
	}
	out := []string{}
	for _, t := range a {
		if slices.Contains(b, t) {
			out = append(out, t)
		}
	}
	return out
}

// Source is what a child receives from its parent: the clamp seats.
type Source struct {
	Tools     []string
	ReadOnly  bool
	NoNetwork bool
}

// Clamps are a parent's clamps, ready to apply to a child's spec. Only
// Carry builds them.
type Clamps struct{ s Spec }

// Carry is the one carrier: every seat of the source travels through it.
//
//clampvet:carrier
func Carry(src Source) Clamps {
	return Clamps{s: Spec{Tools: slices.Clone(src.Tools), ReadOnly: src.ReadOnly, NoNetwork: src.NoNetwork}}
}

// Apply tightens spec with the clamps.
func (c Clamps) Apply(spec *Spec) { *spec = Tighten(*spec, c.s) }

// From is the source of a parent's spec: every seat read from it.
func From(parent Spec) Source {
	return Source{Tools: parent.Tools, ReadOnly: parent.ReadOnly, NoNetwork: parent.NoNetwork}
}

// Seats names the clamp seats, in the order of Source's fields.
//
//clampvet:seats
var Seats = []string{"Tools", "ReadOnly", "NoNetwork"}

// Restricting states each seat's restricting value: the one literal a
// source may give a seat instead of the parent's value. Tools has none: a
// literal list could leave out the parent's tools.
//
//clampvet:restricting
var Restricting = Source{Tools: nil, ReadOnly: true, NoNetwork: true}

// notCarried says why a field Tighten governs does not travel to children.
//
//clampvet:notcarried
var notCarried = map[string]string{
	"MaxSteps": "a step budget each lane sizes for its own job; the parent's counts the parent's steps",
}
