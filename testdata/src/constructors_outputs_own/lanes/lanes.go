// want package:"summary"

// Package lanes holds constructors of every output shape with the own
// carrier; each clean one is silent, each broken twin a finding.
package lanes

import (
	"errors"

	"example.com/own/pol"
)

// Job holds a lane's spec.
type Job struct {
	Name string
	Spec pol.Spec
}

// Named returns the zero spec with its error.
func Named(parent pol.Spec, ok bool) (spec pol.Spec, err error) {
	if !ok {
		return spec, errors.New("refused")
	}
	pol.Carry(pol.Source{ReadOnly: parent.ReadOnly}).Apply(&spec)
	return spec, nil
}

// NamedLoose returns a written spec with its error.
func NamedLoose(parent pol.Spec, ok bool) (spec pol.Spec, err error) {
	spec.ReadOnly = false
	spec.Turns = 9
	if !ok {
		return spec, errors.New("refused") // want `clamps not applied on every path to this return`
	}
	pol.Carry(pol.Source{ReadOnly: parent.ReadOnly}).Apply(&spec)
	return spec, nil
}

// Ptr clamps the spec it returns the address of.
func Ptr(parent pol.Spec) *pol.Spec {
	spec := &pol.Spec{Turns: 2}
	pol.Carry(pol.Source{ReadOnly: parent.ReadOnly}).Apply(spec)
	return spec
}

// PtrLate writes a seat after the clamps of the spec it returns.
func PtrLate(parent pol.Spec) *pol.Spec {
	spec := new(pol.Spec)
	pol.Carry(pol.Source{ReadOnly: parent.ReadOnly}).Apply(spec)
	spec.ReadOnly = false // want `ReadOnly written after the clamps were applied`
	return spec
}

// JobPtr clamps the spec of the job it returns.
func JobPtr(parent pol.Spec) *Job {
	j := &Job{Name: "x"}
	pol.Carry(pol.Source{ReadOnly: parent.ReadOnly}).Apply(&j.Spec)
	return j
}

// JobNever clamps another spec than its job's.
func JobNever(parent pol.Spec) *Job {
	j := &Job{Name: "x"}
	var other pol.Spec
	pol.Carry(pol.Source{ReadOnly: parent.ReadOnly}).Apply(&other)
	return j // want `returns a spec that the clamps never reached`
}

// Second tightens its own values by the clamped spec.
func Second(parent, own pol.Spec) pol.Spec {
	var clamped pol.Spec
	pol.Carry(pol.Source{ReadOnly: parent.ReadOnly}).Apply(&clamped)
	return pol.Tighten(own, clamped)
}

// Deferred applies the clamps to its named result when it returns.
func Deferred(parent pol.Spec) (spec pol.Spec) {
	defer pol.Carry(pol.Source{ReadOnly: parent.ReadOnly}).Apply(&spec)
	spec.Turns = 3
	return spec
}

func widen(s *pol.Spec) { s.ReadOnly = false }

// DeferWiden registers a widening before the clamps: it runs after them.
func DeferWiden(parent pol.Spec) (spec pol.Spec) {
	defer widen(&spec) // want `spec passed to deferred lanes.widen, run after the clamps: it may write a seat`
	pol.Carry(pol.Source{ReadOnly: parent.ReadOnly}).Apply(&spec)
	return spec
}

// Fan builds one clamped spec per lane: a fan-out.
func Fan(parent pol.Spec, n int) []pol.Spec {
	var out []pol.Spec
	for range n {
		var s pol.Spec
		pol.Carry(pol.Source{ReadOnly: parent.ReadOnly}).Apply(&s)
		out = append(out, s)
	}
	return out
}

// FanLoose appends a spec the clamps never reached beside each clamped one.
func FanLoose(parent pol.Spec, n int) []pol.Spec {
	out := make([]pol.Spec, 0, n)
	for range n {
		var s pol.Spec
		pol.Carry(pol.Source{ReadOnly: parent.ReadOnly}).Apply(&s)
		out = append(out, s, pol.Spec{Turns: 1}) // want `returns a spec that the clamps never reached`
	}
	return out
}

// Both returns two specs, each clamped.
func Both(parent pol.Spec) (pol.Spec, pol.Spec) {
	var a, b pol.Spec
	c := pol.Carry(pol.Source{ReadOnly: parent.ReadOnly})
	c.Apply(&a)
	c.Apply(&b)
	return a, b
}

// OneOfTwo returns two specs and clamps the first only.
func OneOfTwo(parent pol.Spec) (pol.Spec, pol.Spec) {
	var a, b pol.Spec
	pol.Carry(pol.Source{ReadOnly: parent.ReadOnly}).Apply(&a)
	return a, b // want `returns a spec that the clamps never reached`
}

// Pair holds two lanes' specs.
type Pair struct {
	Left, Right pol.Spec
}

// BothSides clamps both specs it holds.
func BothSides(parent pol.Spec) Pair {
	var p Pair
	c := pol.Carry(pol.Source{ReadOnly: parent.ReadOnly})
	c.Apply(&p.Left)
	c.Apply(&p.Right)
	return p
}

// LeftOnly clamps the left spec only.
func LeftOnly(parent pol.Spec) Pair {
	var p Pair
	pol.Carry(pol.Source{ReadOnly: parent.ReadOnly}).Apply(&p.Left)
	return p // want `returns a spec that the clamps never reached`
}
