// want package:"summary"

// Package agents holds constructors of every output shape: named results
// with an error path, pointer outputs, a task pointer holding the spec,
// the tighten function with the clamped spec second, a deferred
// application. Each clean one is silent; each has a broken twin.
package agents

import (
	"errors"

	"example.com/engine/task"
	"github.com/sema-agent/policy"
)

func source(p policy.TaskSpec) policy.ChildClampSource {
	return policy.ChildClampSource{
		HandsReadOnly:    p.HandsReadOnly,
		InteractiveTools: p.InteractiveTools,
		ReadFace:         p.ReadFace,
		WriteFace:        p.WriteFace,
		ReadDenyPatterns: p.ReadDenyPatterns,
	}
}

// Named returns the zero spec with its error: an error path needs no
// clamps.
func Named(parent policy.TaskSpec, ok bool) (spec policy.TaskSpec, err error) {
	if !ok {
		return spec, errors.New("refused")
	}
	policy.ChildClampSeats(source(parent)).Apply(&spec)
	return spec, nil
}

// NamedLoose returns a written spec with its error: not the zero spec.
func NamedLoose(parent policy.TaskSpec, ok bool) (spec policy.TaskSpec, err error) {
	spec.ReadFace = policy.FaceHost
	if !ok {
		return spec, errors.New("refused") // want `clamps not applied on every path to this return`
	}
	policy.ChildClampSeats(source(parent)).Apply(&spec)
	return spec, nil
}

// Ptr clamps the spec it returns the address of.
func Ptr(parent policy.TaskSpec) *policy.TaskSpec {
	spec := &policy.TaskSpec{MaxTurns: 2}
	policy.ChildClampSeats(source(parent)).Apply(spec)
	return spec
}

// PtrLate writes a seat after the clamps of the spec it returns.
func PtrLate(parent policy.TaskSpec) *policy.TaskSpec {
	spec := new(policy.TaskSpec)
	policy.ChildClampSeats(source(parent)).Apply(spec)
	spec.WriteFace = policy.FaceHost // want `WriteFace written after the clamps were applied`
	return spec
}

// TaskPtr clamps the spec of the task it returns.
func TaskPtr(parent policy.TaskSpec) *task.Task {
	t := &task.Task{ID: "x"}
	policy.ChildClampSeats(source(parent)).Apply(&t.Spec)
	return t
}

// TaskNever clamps another spec than its task's.
func TaskNever(parent policy.TaskSpec) *task.Task {
	t := &task.Task{ID: "x"}
	var other policy.TaskSpec
	policy.ChildClampSeats(source(parent)).Apply(&other)
	return t // want `returns a spec that the clamps never reached`
}

// Second tightens its own values by the clamped spec: either operand's
// clamps hold in the result.
func Second(parent policy.TaskSpec, own policy.TaskSpec) policy.TaskSpec {
	var clamped policy.TaskSpec
	policy.ChildClampSeats(source(parent)).Apply(&clamped)
	return policy.TightenTaskSpec(own, clamped)
}

// Deferred applies the clamps to its named result when it returns.
func Deferred(parent policy.TaskSpec) (spec policy.TaskSpec) {
	defer policy.ChildClampSeats(source(parent)).Apply(&spec)
	spec.MaxTurns = 3
	return spec
}

func widen(s *policy.TaskSpec) { s.ReadFace = policy.FaceHost }

// DeferWiden registers a widening before the clamps: it runs after them.
func DeferWiden(parent policy.TaskSpec) (spec policy.TaskSpec) {
	defer widen(&spec) // want `spec passed to deferred agents.widen, run after the clamps: it may write a seat`
	policy.ChildClampSeats(source(parent)).Apply(&spec)
	return spec
}

// Fan builds one clamped spec per lane: a fan-out.
func Fan(parent policy.TaskSpec, n int) []policy.TaskSpec {
	var out []policy.TaskSpec
	for range n {
		var s policy.TaskSpec
		policy.ChildClampSeats(source(parent)).Apply(&s)
		out = append(out, s)
	}
	return out
}

// FanLoose appends a spec the clamps never reached beside each clamped one.
func FanLoose(parent policy.TaskSpec, n int) []policy.TaskSpec {
	out := make([]policy.TaskSpec, 0, n)
	for range n {
		var s policy.TaskSpec
		policy.ChildClampSeats(source(parent)).Apply(&s)
		out = append(out, s, policy.TaskSpec{MaxTurns: 1}) // want `returns a spec that the clamps never reached`
	}
	return out
}

// Both returns a verifier's and a fixer's spec, each clamped.
func Both(parent policy.TaskSpec) (verifier, fixer policy.TaskSpec, err error) {
	c := policy.ChildClampSeats(source(parent))
	c.Apply(&verifier)
	c.Apply(&fixer)
	return verifier, fixer, nil
}

// OneOfTwo clamps the verifier's spec only.
func OneOfTwo(parent policy.TaskSpec) (policy.TaskSpec, policy.TaskSpec) {
	var verifier, fixer policy.TaskSpec
	policy.ChildClampSeats(source(parent)).Apply(&verifier)
	return verifier, fixer // want `returns a spec that the clamps never reached`
}

// Legs holds a verifier's and a fixer's spec.
type Legs struct {
	Verifier policy.TaskSpec
	Fixer    policy.TaskSpec
}

// BothLegs clamps both specs it holds.
func BothLegs(parent policy.TaskSpec) Legs {
	var l Legs
	c := policy.ChildClampSeats(source(parent))
	c.Apply(&l.Verifier)
	c.Apply(&l.Fixer)
	return l
}

// OneLeg clamps the verifier's only.
func OneLeg(parent policy.TaskSpec) *Legs {
	l := &Legs{}
	policy.ChildClampSeats(source(parent)).Apply(&l.Verifier)
	return l // want `returns a pointer whose spec the clamps never reached|returns a spec that the clamps never reached`
}
