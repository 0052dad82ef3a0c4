package agents

import "github.com/sema-agent/policy"

// Failing shapes.

// swapped reads a seat from another seat of the parent.
func swapped(parent policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    parent.HandsReadOnly,
		InteractiveTools: parent.InteractiveTools,
		ReadFace:         parent.WriteFace, // want `^seat ReadFace of the carrier source is read from seat WriteFace: read it from the same seat$`
		WriteFace:        parent.WriteFace,
		ReadDenyPatterns: parent.ReadDenyPatterns,
	}).Apply(&spec)
	return spec
}

// ownSpec reads the seats of the spec the clamps are applied to: the
// child carries its own values as its parent's.
func ownSpec(parent policy.TaskSpec, spec *policy.TaskSpec) {
	policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    parent.HandsReadOnly,
		InteractiveTools: parent.InteractiveTools,
		ReadFace:         spec.ReadFace, // want `^seat ReadFace of the carrier source is read from the spec being built: read it from the parent$`
		WriteFace:        parent.WriteFace,
		ReadDenyPatterns: parent.ReadDenyPatterns,
	}).Apply(spec)
}

// ownLocal reads a seat of the local spec it then clamps and returns.
func ownLocal(parent policy.TaskSpec) policy.TaskSpec {
	spec := parent
	policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    parent.HandsReadOnly,
		InteractiveTools: parent.InteractiveTools,
		ReadFace:         parent.ReadFace,
		WriteFace:        spec.WriteFace, // want `^seat WriteFace of the carrier source is read from the spec being built`
		ReadDenyPatterns: parent.ReadDenyPatterns,
	}).Apply(&spec)
	return spec
}

// loosenedCopy loosens a copy of the parent just before the literal.
func loosenedCopy(parent policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	p := parent
	p.ReadFace = policy.FaceHost
	policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    p.HandsReadOnly,
		InteractiveTools: p.InteractiveTools,
		ReadFace:         p.ReadFace, // want `^seat ReadFace of the carrier source is read from a value written just before: read the parent as received$`
		WriteFace:        p.WriteFace,
		ReadDenyPatterns: p.ReadDenyPatterns,
	}).Apply(&spec)
	return spec
}

// loosenedRun loosens the parent run's spec through its pointer.
func loosenedRun(run *Run) policy.TaskSpec {
	var spec policy.TaskSpec
	run.Spec.WriteFace = policy.FaceHost
	policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    run.Spec.HandsReadOnly,
		InteractiveTools: run.Spec.InteractiveTools,
		ReadFace:         run.Spec.ReadFace,
		WriteFace:        run.Spec.WriteFace, // want `^seat WriteFace of the carrier source is read from a value written just before`
		ReadDenyPatterns: run.Spec.ReadDenyPatterns,
	}).Apply(&spec)
	return spec
}

// loosen may write any seat of the run it is given.
func loosen(run *Run) { run.Spec = policy.TaskSpec{} }

// handedOn hands the parent run to a call that may write it first.
func handedOn(run *Run) policy.TaskSpec {
	var spec policy.TaskSpec
	loosen(run)
	policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    run.Spec.HandsReadOnly,    // want `^seat HandsReadOnly of the carrier source is read from a value written just before`
		InteractiveTools: run.Spec.InteractiveTools, // want `^seat InteractiveTools of the carrier source is read from a value written just before`
		ReadFace:         run.Spec.ReadFace,         // want `^seat ReadFace of the carrier source is read from a value written just before`
		WriteFace:        run.Spec.WriteFace,        // want `^seat WriteFace of the carrier source is read from a value written just before`
		ReadDenyPatterns: run.Spec.ReadDenyPatterns, // want `^seat ReadDenyPatterns of the carrier source is read from a value written just before`
	}).Apply(&spec)
	return spec
}

// freshLiteral reads the seats of a spec built here, not of a parent.
func freshLiteral(parent policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	cfg := policy.TaskSpec{ReadFace: policy.FaceHost}
	policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    parent.HandsReadOnly,
		InteractiveTools: parent.InteractiveTools,
		ReadFace:         cfg.ReadFace, // want `^seat ReadFace of the carrier source is read from a fresh value \(a literal built here\): read it from the parent$`
		WriteFace:        parent.WriteFace,
		ReadDenyPatterns: parent.ReadDenyPatterns,
	}).Apply(&spec)
	return spec
}

// freshZero reads the seats of a zero spec.
func freshZero(parent policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	var cfg policy.TaskSpec
	policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    cfg.HandsReadOnly, // want `^seat HandsReadOnly of the carrier source is read from a fresh value \(the zero value of cfg\)`
		InteractiveTools: parent.InteractiveTools,
		ReadFace:         parent.ReadFace,
		WriteFace:        parent.WriteFace,
		ReadDenyPatterns: parent.ReadDenyPatterns,
	}).Apply(&spec)
	return spec
}

// freshNew reads the seats of a spec made with new.
func freshNew(parent policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	cfg := new(policy.TaskSpec)
	policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    parent.HandsReadOnly,
		InteractiveTools: parent.InteractiveTools,
		ReadFace:         parent.ReadFace,
		WriteFace:        parent.WriteFace,
		ReadDenyPatterns: cfg.ReadDenyPatterns, // want `^seat ReadDenyPatterns of the carrier source is read from a fresh value \(new\(policy.TaskSpec\)\)`
	}).Apply(&spec)
	return spec
}

// zeroOnOnePath reads a parent on one path and a zero spec on the other:
// every edge of the phi must be a parent.
func zeroOnOnePath(waker *Run) policy.TaskSpec {
	var spec policy.TaskSpec
	var w policy.TaskSpec
	if waker != nil {
		w = waker.Spec
	}
	policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    w.HandsReadOnly,    // want `^seat HandsReadOnly of the carrier source is read from a fresh value \(the zero value of w\)`
		InteractiveTools: w.InteractiveTools, // want `^seat InteractiveTools of the carrier source is read from a fresh value`
		ReadFace:         w.ReadFace,         // want `^seat ReadFace of the carrier source is read from a fresh value`
		WriteFace:        w.WriteFace,        // want `^seat WriteFace of the carrier source is read from a fresh value`
		ReadDenyPatterns: w.ReadDenyPatterns, // want `^seat ReadDenyPatterns of the carrier source is read from a fresh value`
	}).Apply(&spec)
	return spec
}

// looseLiterals writes literals that are not the restricting values.
func looseLiterals(parent policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    false,              // want `^seat HandsReadOnly of the carrier source is a literal looser than restricting value true: read it from the parent$`
		InteractiveTools: policy.ToggleUnset, // want `^seat InteractiveTools of the carrier source is a literal looser than restricting value policy.ToggleOff \(1\)`
		ReadFace:         parent.ReadFace,
		WriteFace:        policy.FaceHost, // want `^seat WriteFace of the carrier source is a literal looser than restricting value policy.FaceRoots \("roots"\)`
		ReadDenyPatterns: nil,             // want `^seat ReadDenyPatterns of the carrier source is a literal without a restricting value: read it from the parent$`
	}).Apply(&spec)
	return spec
}

// lanes is a package-level table of parents, which anything may write.
var lanes = map[string]policy.TaskSpec{}

// deployment is a package-level parent, which anything may write.
var deployment policy.TaskSpec

// unknownParents reads seats from values that are no parameter, received
// parent or root.
func unknownParents(parent policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    lanes["verify"].HandsReadOnly, // want `^seat HandsReadOnly of the carrier source is read from a map lookup, not a received parent: read it from the parent$`
		InteractiveTools: deployment.InteractiveTools,   // want `^seat InteractiveTools of the carrier source is read from a package-level variable, not a received parent`
		ReadFace:         parent.ReadFace,
		WriteFace:        parent.WriteFace,
		ReadDenyPatterns: parent.ReadDenyPatterns,
	}).Apply(&spec)
	return spec
}

// fresh returns a spec it builds.
func fresh() policy.TaskSpec { return policy.TaskSpec{WriteFace: policy.FaceHost} }

// fromFreshHelper reads the seats of a spec a helper builds.
func fromFreshHelper(parent policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	f := fresh()
	policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    parent.HandsReadOnly,
		InteractiveTools: parent.InteractiveTools,
		ReadFace:         parent.ReadFace,
		WriteFace:        f.WriteFace, // want `^seat WriteFace of the carrier source is read from a result of fresh, which returns a fresh value \(a literal built here\)`
		ReadDenyPatterns: parent.ReadDenyPatterns,
	}).Apply(&spec)
	return spec
}

// computed writes a value computed from the parent, not its seat.
func computed(parent policy.TaskSpec, strict bool) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    parent.HandsReadOnly && strict, // want `^seat HandsReadOnly of the carrier source is a computed value, not a read of the parent: read it from the parent$`
		InteractiveTools: parent.InteractiveTools,
		ReadFace:         parent.ReadFace,
		WriteFace:        parent.WriteFace,
		ReadDenyPatterns: parent.ReadDenyPatterns,
	}).Apply(&spec)
	return spec
}

// loosenedAfterCapture captures the parent, then loosens it before the
// closure can run.
func loosenedAfterCapture(parent policy.TaskSpec) func() policy.TaskSpec {
	leg := func() policy.TaskSpec {
		var spec policy.TaskSpec
		policy.ChildClampSeats(policy.ChildClampSource{
			HandsReadOnly:    parent.HandsReadOnly,
			InteractiveTools: parent.InteractiveTools,
			ReadFace:         parent.ReadFace, // want `^seat ReadFace of the carrier source is read from a value written just before`
			WriteFace:        parent.WriteFace,
			ReadDenyPatterns: parent.ReadDenyPatterns,
		}).Apply(&spec)
		return spec
	}
	parent.ReadFace = policy.FaceHost
	return leg
}

// looseOnOnePath reads the parent's face on one path and a looser literal
// on the other: every edge of the phi must pass, not the first.
func looseOnOnePath(parent policy.TaskSpec, open bool) policy.TaskSpec {
	var spec policy.TaskSpec
	face := parent.WriteFace
	if open {
		face = policy.FaceHost
	}
	policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    parent.HandsReadOnly,
		InteractiveTools: parent.InteractiveTools,
		ReadFace:         parent.ReadFace,
		WriteFace:        face, // want `^seat WriteFace of the carrier source is a literal looser than restricting value policy.FaceRoots \("roots"\)`
		ReadDenyPatterns: parent.ReadDenyPatterns,
	}).Apply(&spec)
	return spec
}

// restrictedOnOnePath gives the restricting value on the other path.
func restrictedOnOnePath(parent policy.TaskSpec, closed bool) policy.TaskSpec {
	var spec policy.TaskSpec
	face := parent.WriteFace
	if closed {
		face = policy.FaceRoots
	}
	policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    parent.HandsReadOnly,
		InteractiveTools: parent.InteractiveTools,
		ReadFace:         parent.ReadFace,
		WriteFace:        face,
		ReadDenyPatterns: parent.ReadDenyPatterns,
	}).Apply(&spec)
	return spec
}
