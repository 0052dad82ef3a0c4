// Package clamptest checks, in the engine's tests, that a child-spec
// constructor carries every clamp of its parent. The seats are read from
// policy.ChildClampSeatNames, so a seat added to the policy module is
// checked in every constructor's test without an edit here.
package clamptest

import (
	"fmt"
	"reflect"
	"slices"
	"testing"

	"github.com/sema-agent/policy"
)

// Build builds a child spec from the spec of the run that spawns it.
type Build func(parent policy.TaskSpec) policy.TaskSpec

// DenyEntries are the read-deny entries of [Strict].
func DenyEntries() []policy.ReadDenyEntry {
	return []policy.ReadDenyEntry{{Rule: ".env", CaseNote: "case-insensitive"}, {Rule: "*.pem"}}
}

// Strict returns a spec with every clamp seat at its restricting value.
func Strict() policy.TaskSpec {
	var s policy.TaskSpec
	for _, seat := range policy.ChildClampSeatNames {
		if err := clamp(&s, seat); err != nil {
			panic(err)
		}
	}
	return s
}

// Loose returns a spec that clamps nothing and states the loosest value of
// every seat it can: a parent whose values must never lift a child's own.
func Loose() policy.TaskSpec {
	return policy.TaskSpec{
		InteractiveTools:   policy.On,
		ReadFace:           policy.FaceHost,
		WriteFace:          policy.FaceHost,
		InteractionPosture: policy.PostureInteractive,
	}
}

// clamp sets seat of s to its restricting value.
func clamp(s *policy.TaskSpec, seat string) error {
	f := reflect.ValueOf(s).Elem().FieldByName(seat)
	if !f.IsValid() {
		return fmt.Errorf("clamptest: clamp seat %s is not a field of policy.TaskSpec", seat)
	}
	switch v := f.Addr().Interface().(type) {
	case *bool:
		*v = true
	case *policy.Toggle:
		*v = policy.Off
	case *policy.Face:
		*v = policy.FaceRoots
	case *[]policy.ReadDenyEntry:
		*v = DenyEntries()
	default:
		return fmt.Errorf("clamptest: no restricting value known for clamp seat %s of type %s: teach clamptest", seat, f.Type())
	}
	return nil
}

// CheckCarries checks that build carries the parent's clamps:
//
//   - seat by seat: a parent that clamps only seat S yields exactly the child
//     of a parent that clamps nothing, tightened by S — so S travels, and
//     travels into S, not into another seat;
//   - all together, from a parent with every seat clamped;
//   - the deny list is a copy taken at spawn: changing the parent's list
//     afterwards never reaches the child.
//
// notCarried names seats the constructor's lane has no value for (the source
// literal writes the zero value there): a parent's clamp of such a seat must
// leave the child as an unclamped parent would.
func CheckCarries(t *testing.T, build Build, notCarried ...string) {
	t.Helper()
	base := build(policy.TaskSpec{})
	for _, seat := range policy.ChildClampSeatNames {
		var parent, only policy.TaskSpec
		if err := clamp(&parent, seat); err != nil {
			t.Fatal(err)
		}
		want := base
		if !slices.Contains(notCarried, seat) {
			_ = clamp(&only, seat)
			want = policy.TightenTaskSpec(base, only)
		}
		if got := build(parent); !reflect.DeepEqual(got, want) {
			t.Errorf("parent clamping only %s:\n got child %+v\nwant child %+v", seat, got, want)
		}
	}

	parent := Strict()
	child := build(parent)
	for _, seat := range policy.ChildClampSeatNames {
		if slices.Contains(notCarried, seat) {
			continue
		}
		var only policy.TaskSpec
		_ = clamp(&only, seat)
		if tightened := policy.TightenTaskSpec(child, only); !reflect.DeepEqual(tightened, child) {
			t.Errorf("parent clamping every seat: the child does not hold the %s clamp: %+v", seat, child)
		}
	}
	parent.ReadDenyPatterns[0].Rule = "changed after spawn"
	if slices.Contains(notCarried, "ReadDenyPatterns") {
		return
	}
	for _, e := range DenyEntries() {
		if !slices.Contains(child.ReadDenyPatterns, e) {
			t.Errorf("after the parent's deny list changed, the child lost entry %+v: %+v", e, child.ReadDenyPatterns)
		}
	}
}
