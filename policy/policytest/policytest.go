// Package policytest checks, in an engine's tests, that a child-spec
// constructor carries the clamps of the run that spawns it: every clamp seat
// of a strict parent reaches the child, each into its own seat, as a copy
// taken at spawn, and a loose parent never lifts the child's own stricter
// values.
//
// The seats are read from [policy.ChildClampSeatNames], so a seat added to
// the policy module is checked in every constructor's test without an edit
// to the test. It depends on the standard library and the policy module
// only, and never imports package testing: any [T] (a *testing.T, a
// *testing.B, a testing.TB) will do.
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
	"fmt"
	"reflect"

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

// DenyEntries returns the read-deny entries of [Strict] (a fresh slice).
func DenyEntries() []policy.ReadDenyEntry {
	return []policy.ReadDenyEntry{{Rule: ".env", CaseNote: "case-insensitive"}, {Rule: "*.pem"}}
}

// Strict returns a spec with every clamp seat at its restricting value and
// every other seat zero.
func Strict() policy.TaskSpec {
	seats := policy.ChildClampSeatNames()
	s, err := strictOf(seats[:])
	if err != nil {
		// A seat of a type this package was not taught: CheckCarries
		// reports it as a fatal error, and this package's own tests fail.
		panic(err)
	}
	return s
}

// strictOf returns a spec with every seat named at its restricting value,
// or an error naming a seat it cannot clamp.
func strictOf(seats []string) (policy.TaskSpec, error) {
	var s policy.TaskSpec
	for _, name := range seats {
		if err := clamp(&s, name); err != nil {
			return policy.TaskSpec{}, err
		}
	}
	return s, nil
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

// seat returns the field of s named by a clamp seat.
func seat(s *policy.TaskSpec, name string) (reflect.Value, error) {
	f := reflect.ValueOf(s).Elem().FieldByName(name)
	if !f.IsValid() {
		return f, fmt.Errorf("policytest: clamp seat %s is not a field of policy.TaskSpec", name)
	}
	return f, nil
}

// clamp sets the seat name of s to its restricting value.
func clamp(s *policy.TaskSpec, name string) error {
	f, err := seat(s, name)
	if err != nil {
		return err
	}
	switch v := f.Addr().Interface().(type) {
	case *bool:
		*v = true
	case *policy.Toggle:
		*v = policy.ToggleOff
	case *policy.Face:
		*v = policy.FaceRoots
	case *[]policy.ReadDenyEntry:
		*v = DenyEntries()
	default:
		return fmt.Errorf("policytest: no restricting value known for clamp seat %s of type %s: teach policytest", name, f.Type())
	}
	return nil
}

// misspell sets the seat name of s to a value the policy does not know and
// reads as the restricting one, and reports whether the seat's type has
// such values.
func misspell(s *policy.TaskSpec, name string) bool {
	f, err := seat(s, name)
	if err != nil {
		return false
	}
	switch v := f.Addr().Interface().(type) {
	case *policy.Toggle:
		*v = policy.Toggle(200)
	case *policy.Face:
		*v = "Roots"
	default:
		return false
	}
	return true
}
