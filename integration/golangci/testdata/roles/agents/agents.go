// Package agents builds child specs: each constructor states its own values
// and then applies the parent's clamps through clamp.Carry.
package agents

import "example.com/gcltarget/clamp"

// Leg is an engine leg that spawns observers.
type Leg struct{ Turns int }

// ChildSpec builds a delegated child's spec.
func ChildSpec(parent clamp.Spec, turns int) clamp.Spec {
	spec := clamp.Spec{MaxTurns: turns}
	clamp.Carry(clamp.Source{
		ReadOnly: parent.ReadOnly,
		ReadFace: parent.ReadFace,
		Deny:     parent.Deny,
	}).Apply(&spec)
	return spec
}

// ObserverSpec builds the spec of a read-only observer leg.
func (l *Leg) ObserverSpec(parent clamp.Spec) clamp.Spec {
	spec := clamp.Spec{ReadOnly: true, MaxTurns: l.Turns}
	src := clamp.Source{
		ReadOnly: parent.ReadOnly,
		ReadFace: parent.ReadFace,
		Deny:     parent.Deny,
	}
	clamp.Carry(src).Apply(&spec)
	return spec
}
