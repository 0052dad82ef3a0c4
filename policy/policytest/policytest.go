// Package policytest checks, in an engine's tests, that a child-spec
// constructor carries the clamps of the run that spawns it: every clamp seat
// of a parent reaches the child, each into its own seat, as a copy taken at
// spawn, whatever else the parent holds, and a loose parent never lifts the
// child's own stricter values.
//
// The checks are one generic implementation, [Engine], which an engine
// that defines its own spec, clamp source and carrier fills in; [Policy]
// is the instance for the policy module's own [policy.TaskSpec] and
// [policy.ChildClampSeats], and [CheckCarries] and [CheckKeepsOwn] are its
// two checks. Its seats are read from [policy.ChildClampSeatNames], so a
// seat added to the policy module is checked in every constructor's test
// without an edit to the test. The package depends on the standard library
// and the policy module only, and never imports package testing: any [T]
// (a *testing.T, a *testing.B, a testing.TB) will do.
//
// A constructor is seen as a function of its parent's spec ([Build]):
//
//	func TestObserverCarriesTheClamps(t *testing.T) {
//		build := func(p policy.TaskSpec) policy.TaskSpec { return observerSpec(runOf(p)) }
//		policytest.CheckCarries(t, build)
//		policytest.CheckKeepsOwn(t, build)
//	}
package policytest

import (
	"github.com/sema-agent/policy"
)

// T is the part of testing.TB the checks use.
type T interface {
	Helper()
	Errorf(format string, args ...any)
	Fatalf(format string, args ...any)
}

// Build builds a child spec from the spec of the run that spawns it.
type Build func(parent policy.TaskSpec) policy.TaskSpec

// CheckCarries is [Engine.CheckCarries] of [Policy]: build carries every
// clamp seat of policy.ChildClampSeatNames, under parents that vary every
// field of policy.TaskSpec.
func CheckCarries(t T, build Build, notCarried ...string) {
	t.Helper()
	Policy().CheckCarries(t, build, notCarried...)
}

// CheckKeepsOwn is [Engine.CheckKeepsOwn] of [Policy]: under [Loose], every
// clamp seat of the child holds what it holds under a parent that states
// nothing.
func CheckKeepsOwn(t T, build Build) {
	t.Helper()
	Policy().CheckKeepsOwn(t, build)
}

// Policy returns the policy module's own engine: [policy.TaskSpec], its
// clamp source [policy.ChildClampSource] and carrier [policy.ChildClampSeats],
// the seats of [policy.ChildClampSeatNames], [Strict], [Misspelt], [Loose],
// and samples holding each posture, a turn budget, an empty and a long
// allow-list.
func Policy() Engine[policy.TaskSpec, policy.ChildClampSource] {
	seats := policy.ChildClampSeatNames()
	return Engine[policy.TaskSpec, policy.ChildClampSource]{
		Seats: seats[:],
		// The source literal names every seat, so that clampvet reports
		// this oracle too when a seat is added to the policy module.
		Carry: func(s policy.ChildClampSource, spec *policy.TaskSpec) {
			policy.ChildClampSeats(policy.ChildClampSource{
				HandsReadOnly:    s.HandsReadOnly,
				InteractiveTools: s.InteractiveTools,
				ReadFace:         s.ReadFace,
				WriteFace:        s.WriteFace,
				ReadDenyPatterns: s.ReadDenyPatterns,
			}).Apply(spec)
		},
		Strict:   Strict(),
		Misspelt: Misspelt(),
		Loose:    Loose(),
		Samples: []policy.TaskSpec{
			{InteractionPosture: policy.PostureHeadless, MaxTurns: 7, AllowedTools: []string{"read_file", "search", "edit", "run_tests"}},
			{InteractionPosture: policy.PostureInteractive, AllowedTools: []string{}},
		},
	}
}

// DenyEntries returns the read-deny entries of [Strict] (a fresh slice of
// three: a list longer than two catches a copy that keeps only its ends).
func DenyEntries() []policy.ReadDenyEntry {
	return []policy.ReadDenyEntry{{Rule: ".env", CaseNote: "case-insensitive"}, {Rule: "*.pem"}, {Rule: "secrets/**", CaseNote: "case-sensitive"}}
}

// Strict returns a spec with every clamp seat at its restricting value and
// every other seat zero. A seat of a type this package was not taught is
// left zero, which the checks report as a fatal error.
func Strict() policy.TaskSpec {
	var s policy.TaskSpec
	for _, name := range policy.ChildClampSeatNames() {
		setSeat(&s, name, seatValue{true, policy.ToggleOff, policy.FaceRoots, DenyEntries()})
	}
	return s
}

// Misspelt returns a spec whose toggle and face seats hold values the
// policy does not know and reads as the restricting ones (Toggle(200),
// "Roots"); every other seat is zero.
func Misspelt() policy.TaskSpec {
	var s policy.TaskSpec
	for _, name := range policy.ChildClampSeatNames() {
		setSeat(&s, name, seatValue{false, policy.Toggle(200), "Roots", nil})
	}
	return s
}

// Loose returns a spec that clamps nothing and states the loosest value of
// every seat it can: a parent whose values must never lift a child's own.
func Loose() policy.TaskSpec {
	return policy.TaskSpec{
		InteractiveTools:   policy.ToggleOn,
		ReadFace:           policy.FaceHost,
		WriteFace:          policy.FaceHost,
		InteractionPosture: policy.PostureInteractive,
	}
}

// seatValue is one value for each type a clamp seat has.
type seatValue struct {
	hands  bool
	toggle policy.Toggle
	face   policy.Face
	deny   []policy.ReadDenyEntry
}

// setSeat sets the seat name of s to v's value of the seat's type; a seat
// of another type is left as it is.
func setSeat(s *policy.TaskSpec, name string, v seatValue) {
	switch name {
	case "HandsReadOnly":
		s.HandsReadOnly = v.hands
	case "InteractiveTools":
		s.InteractiveTools = v.toggle
	case "ReadFace":
		s.ReadFace = v.face
	case "WriteFace":
		s.WriteFace = v.face
	case "ReadDenyPatterns":
		s.ReadDenyPatterns = v.deny
	}
}
