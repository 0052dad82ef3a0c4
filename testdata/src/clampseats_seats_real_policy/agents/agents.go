// Package agents builds child specs whose clamp sources name every seat:
// each seat must also be read from the same seat of the parent, or be the
// seat's restricting value (policy's //clampvet:restricting).
package agents

import "github.com/sema-agent/policy"

// Run is a run of the engine; its spec is the parent of its children.
type Run struct {
	Spec   policy.TaskSpec
	Parent *Run
}

// Passing shapes.

// fromParent reads every seat from the same seat of the parent.
func fromParent(parent policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{MaxTurns: 4}
	policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    parent.HandsReadOnly,
		InteractiveTools: parent.InteractiveTools,
		ReadFace:         parent.ReadFace,
		WriteFace:        parent.WriteFace,
		ReadDenyPatterns: parent.ReadDenyPatterns,
	}).Apply(&spec)
	return spec
}

// restricting writes the restricting values where the lane means them: no
// parent can be stricter there.
func restricting(parent policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    true,
		InteractiveTools: policy.ToggleOff,
		ReadFace:         policy.FaceRoots,
		WriteFace:        parent.WriteFace,
		ReadDenyPatterns: parent.ReadDenyPatterns,
	}).Apply(&spec)
	return spec
}

// throughPointers reads the parent's seats through the run that holds it,
// and through a copy of its spec that nothing writes.
func throughPointers(run *Run) policy.TaskSpec {
	var spec policy.TaskSpec
	p := run.Spec
	spec.MaxTurns = 3
	policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    run.Spec.HandsReadOnly,
		InteractiveTools: run.Spec.InteractiveTools,
		ReadFace:         p.ReadFace,
		WriteFace:        p.WriteFace,
		ReadDenyPatterns: p.ReadDenyPatterns,
	}).Apply(&spec)
	return spec
}

// parentOf returns the run's parent spec: a helper that returns a parent
// is one.
func parentOf(run *Run) policy.TaskSpec {
	if run.Parent == nil {
		return run.Spec
	}
	return run.Parent.Spec
}

// throughHelper reads the seats of the spec a helper returns.
func throughHelper(run *Run) policy.TaskSpec {
	var spec policy.TaskSpec
	parent := parentOf(run)
	policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    parent.HandsReadOnly,
		InteractiveTools: parent.InteractiveTools,
		ReadFace:         parent.ReadFace,
		WriteFace:        parent.WriteFace,
		ReadDenyPatterns: parent.ReadDenyPatterns,
	}).Apply(&spec)
	return spec
}

// eitherParent reads each seat from one of two parents: a phi of the same
// seat of two parents.
func eitherParent(waker *Run, seed policy.TaskSpec) policy.TaskSpec {
	spec := seed
	w := seed
	if waker != nil {
		w = waker.Spec
	}
	policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    w.HandsReadOnly,
		InteractiveTools: w.InteractiveTools,
		ReadFace:         w.ReadFace,
		WriteFace:        w.WriteFace,
		ReadDenyPatterns: w.ReadDenyPatterns,
	}).Apply(&spec)
	return spec
}

// otherFieldWritten writes a field of the copy that carries no seat: the
// seats read from it are still the parent's.
func otherFieldWritten(parent policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	p := parent
	p.MaxTurns = 9
	policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    p.HandsReadOnly,
		InteractiveTools: p.InteractiveTools,
		ReadFace:         p.ReadFace,
		WriteFace:        p.WriteFace,
		ReadDenyPatterns: p.ReadDenyPatterns,
	}).Apply(&spec)
	return spec
}

// deploymentSpec is the spec of a root run.
//
//clampvet:root
func deploymentSpec() policy.TaskSpec {
	return policy.TaskSpec{HandsReadOnly: true, ReadFace: policy.FaceRoots}
}

// fromRoot reads the seats of a root's spec: the parent of the
// deployment's own legs.
func fromRoot() policy.TaskSpec {
	var spec policy.TaskSpec
	d := deploymentSpec()
	policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    d.HandsReadOnly,
		InteractiveTools: d.InteractiveTools,
		ReadFace:         d.ReadFace,
		WriteFace:        d.WriteFace,
		ReadDenyPatterns: d.ReadDenyPatterns,
	}).Apply(&spec)
	return spec
}

// inPlace clamps the spec behind its pointer from the parent's seats.
func inPlace(parent policy.TaskSpec, spec *policy.TaskSpec) {
	policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    parent.HandsReadOnly,
		InteractiveTools: parent.InteractiveTools,
		ReadFace:         parent.ReadFace,
		WriteFace:        parent.WriteFace,
		ReadDenyPatterns: parent.ReadDenyPatterns,
	}).Apply(spec)
}

// deferredLeg builds the leg's spec when it is called, from the parent the
// enclosing function was given: a captured parent nothing writes.
func deferredLeg(parent policy.TaskSpec) func() policy.TaskSpec {
	return func() policy.TaskSpec {
		var spec policy.TaskSpec
		policy.ChildClampSeats(policy.ChildClampSource{
			HandsReadOnly:    parent.HandsReadOnly,
			InteractiveTools: parent.InteractiveTools,
			ReadFace:         parent.ReadFace,
			WriteFace:        parent.WriteFace,
			ReadDenyPatterns: parent.ReadDenyPatterns,
		}).Apply(&spec)
		return spec
	}
}
