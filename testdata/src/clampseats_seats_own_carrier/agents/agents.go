// Package agents builds child specs with the engine's own carrier: each
// seat of a source is read from the same seat of the parent, or is the
// seat's restricting value.
package agents

import "example.com/engine/policy"

// Run holds a run's spec, embedded: its seats are the spec's fields.
type Run struct {
	policy.Spec
	ID     string
	Parent *Run
}

// Passing shapes.

func fromParent(parent policy.Spec) policy.Spec {
	spec := policy.Spec{Turns: 4}
	policy.Carry(policy.Source{
		ReadOnly:  parent.ReadOnly,
		ReadFace:  parent.ReadFace,
		WriteFace: parent.WriteFace,
		Deny:      parent.Deny,
	}).Apply(&spec)
	return spec
}

// restricting writes the restricting values the engine declares.
func restricting(parent policy.Spec) policy.Spec {
	var spec policy.Spec
	policy.Carry(policy.Source{
		ReadOnly:  true,
		ReadFace:  "roots",
		WriteFace: parent.WriteFace,
		Deny:      parent.Deny,
	}).Apply(&spec)
	return spec
}

// promoted reads the seats the run's embedded spec carries.
func promoted(run *Run) policy.Spec {
	var spec policy.Spec
	policy.Carry(policy.Source{
		ReadOnly:  run.ReadOnly,
		ReadFace:  run.ReadFace,
		WriteFace: run.WriteFace,
		Deny:      run.Deny,
	}).Apply(&spec)
	return spec
}

// fromSource copies another source seat by seat.
func fromSource(src policy.Source) policy.Spec {
	var spec policy.Spec
	policy.Carry(policy.Source{
		ReadOnly:  src.ReadOnly,
		ReadFace:  src.ReadFace,
		WriteFace: src.WriteFace,
		Deny:      src.Deny,
	}).Apply(&spec)
	return spec
}

// parentOf returns the run's parent: a helper that returns a field of its
// parameter.
func parentOf(run *Run) *Run { return run.Parent }

func throughHelper(run *Run) policy.Spec {
	var spec policy.Spec
	p := parentOf(run)
	policy.Carry(policy.Source{
		ReadOnly:  p.ReadOnly,
		ReadFace:  p.ReadFace,
		WriteFace: p.WriteFace,
		Deny:      p.Deny,
	}).Apply(&spec)
	return spec
}

// eitherParent reads each seat from one of two parents.
func eitherParent(a, b policy.Spec, useB bool) policy.Spec {
	var spec policy.Spec
	p := a
	if useB {
		p = b
	}
	policy.Carry(policy.Source{
		ReadOnly:  p.ReadOnly,
		ReadFace:  p.ReadFace,
		WriteFace: p.WriteFace,
		Deny:      p.Deny,
	}).Apply(&spec)
	return spec
}

// Failing shapes.

// swapped reads a seat from another seat: of the parent, and of a source.
func swapped(parent policy.Spec, src policy.Source) policy.Spec {
	var spec policy.Spec
	policy.Carry(policy.Source{
		ReadOnly:  parent.ReadOnly,
		ReadFace:  parent.WriteFace, // want `^seat ReadFace of the carrier source is read from seat WriteFace: read it from the same seat$`
		WriteFace: src.ReadFace,     // want `^seat WriteFace of the carrier source is read from seat ReadFace: read it from the same seat$`
		Deny:      parent.Deny,
	}).Apply(&spec)
	return spec
}

// ownSpec reads the seats of the spec it clamps in place.
func ownSpec(parent policy.Spec, spec *policy.Spec) {
	policy.Carry(policy.Source{
		ReadOnly:  spec.ReadOnly, // want `^seat ReadOnly of the carrier source is read from the spec being built: read it from the parent$`
		ReadFace:  parent.ReadFace,
		WriteFace: parent.WriteFace,
		Deny:      parent.Deny,
	}).Apply(spec)
}

// loosenedCopy loosens a copy of the parent before the literal.
func loosenedCopy(parent policy.Spec) policy.Spec {
	var spec policy.Spec
	p := parent
	p.Deny = nil
	policy.Carry(policy.Source{
		ReadOnly:  p.ReadOnly,
		ReadFace:  p.ReadFace,
		WriteFace: p.WriteFace,
		Deny:      p.Deny, // want `^seat Deny of the carrier source is read from a value written just before`
	}).Apply(&spec)
	return spec
}

// freshConfig reads the seats of a spec built here.
func freshConfig(parent policy.Spec) policy.Spec {
	var spec policy.Spec
	cfg := policy.Spec{WriteFace: "host"}
	policy.Carry(policy.Source{
		ReadOnly:  parent.ReadOnly,
		ReadFace:  parent.ReadFace,
		WriteFace: cfg.WriteFace, // want `^seat WriteFace of the carrier source is read from a fresh value \(a literal built here\)`
		Deny:      parent.Deny,
	}).Apply(&spec)
	return spec
}

// looseLiterals writes literals other than the restricting values.
func looseLiterals(parent policy.Spec) policy.Spec {
	var spec policy.Spec
	policy.Carry(policy.Source{
		ReadOnly:  false,  // want `^seat ReadOnly of the carrier source is a literal looser than restricting value true: `
		ReadFace:  "host", // want `^seat ReadFace of the carrier source is a literal looser than restricting value "roots": `
		WriteFace: parent.WriteFace,
		Deny:      nil, // want `^seat Deny of the carrier source is a literal without a restricting value: read it from the parent$`
	}).Apply(&spec)
	return spec
}

// wrongField reads a field of the run that carries no seat.
func wrongField(run *Run) policy.Spec {
	var spec policy.Spec
	policy.Carry(policy.Source{
		ReadOnly:  run.ReadOnly,
		ReadFace:  run.ID, // want `^seat ReadFace of the carrier source is read from field ID of Run, no seat: read the same seat of the parent$`
		WriteFace: run.WriteFace,
		Deny:      run.Deny,
	}).Apply(&spec)
	return spec
}

// looseOnOnePath reads the parent's face on one path and a looser literal
// on the other: every edge of the phi must pass, not the first.
func looseOnOnePath(parent policy.Spec, open bool) policy.Spec {
	var spec policy.Spec
	face := parent.WriteFace
	if open {
		face = "host"
	}
	policy.Carry(policy.Source{
		ReadOnly:  parent.ReadOnly,
		ReadFace:  parent.ReadFace,
		WriteFace: face, // want `^seat WriteFace of the carrier source is a literal looser than restricting value "roots": `
		Deny:      parent.Deny,
	}).Apply(&spec)
	return spec
}

// restrictedOnOnePath gives the restricting value on the other path.
func restrictedOnOnePath(parent policy.Spec, closed bool) policy.Spec {
	var spec policy.Spec
	face := parent.WriteFace
	if closed {
		face = "roots"
	}
	policy.Carry(policy.Source{
		ReadOnly:  parent.ReadOnly,
		ReadFace:  parent.ReadFace,
		WriteFace: face,
		Deny:      parent.Deny,
	}).Apply(&spec)
	return spec
}
