package policytest_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/sema-agent/policy"
	"github.com/sema-agent/policy/policytest"
)

// recorder is a policytest.T that records what the checks report.
type recorder struct {
	errors []string
	fatal  bool
}

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, args ...any) {
	r.errors = append(r.errors, fmt.Sprintf(format, args...))
}
func (r *recorder) Fatalf(format string, args ...any) {
	r.Errorf(format, args...)
	r.fatal = true
}

// source is the clamp source of a parent that carries every seat.
func source(p policy.TaskSpec) policy.ChildClampSource {
	return policy.ChildClampSource{
		HandsReadOnly:    p.HandsReadOnly,
		InteractiveTools: p.InteractiveTools,
		ReadFace:         p.ReadFace,
		WriteFace:        p.WriteFace,
		ReadDenyPatterns: p.ReadDenyPatterns,
	}
}

// verifier is a well-written constructor: own values, headless seats, then
// the carrier naming every seat.
func verifier(p policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{HandsReadOnly: true, MaxTurns: 4}
	spec = policy.TightenTaskSpec(spec, policy.EngineHeadlessLegSeats())
	policy.ChildClampSeats(source(p)).Apply(&spec)
	return spec
}

// dropping is a constructor that carries its parent's clamps through the
// carrier after edit changed the source (a seat dropped, two swapped).
func dropping(edit func(*policy.ChildClampSource)) policytest.Build {
	return func(p policy.TaskSpec) policy.TaskSpec {
		src := source(p)
		edit(&src)
		var spec policy.TaskSpec
		policy.ChildClampSeats(src).Apply(&spec)
		return spec
	}
}

func TestAWellWrittenConstructorPasses(t *testing.T) {
	var r recorder
	policytest.CheckCarries(&r, verifier)
	policytest.CheckKeepsOwn(&r, verifier)
	if len(r.errors) != 0 {
		t.Errorf("a constructor that carries every seat was reported:\n%s", strings.Join(r.errors, "\n"))
	}
	// A lane without a value for a seat names it and writes the zero value.
	noInteractivity := dropping(func(src *policy.ChildClampSource) { src.InteractiveTools = policy.ToggleUnset })
	policytest.CheckCarries(&r, noInteractivity, "InteractiveTools")
	if len(r.errors) != 0 {
		t.Errorf("a declared not-carried seat was reported:\n%s", strings.Join(r.errors, "\n"))
	}
}

// TestBrokenConstructorsAreReported pins that each way of dropping a clamp
// is caught, and says which seat.
func TestBrokenConstructorsAreReported(t *testing.T) {
	tests := []struct {
		name  string
		build policytest.Build
		want  string // in some reported error
	}{
		{"drops a seat", dropping(func(src *policy.ChildClampSource) { src.WriteFace = policy.FaceUnset }), "the child's WriteFace is \"\", want \"roots\""},
		{"carries a seat into another", dropping(func(src *policy.ChildClampSource) { src.ReadFace, src.WriteFace = src.WriteFace, src.ReadFace }), "the child's ReadFace is \"\", want \"roots\""},
		{"filters a misspelt face", dropping(func(src *policy.ChildClampSource) {
			if src.ReadFace != policy.FaceRoots {
				src.ReadFace = policy.FaceUnset
			}
		}), "ReadFace:Roots"},
		{"filters a misspelt toggle", dropping(func(src *policy.ChildClampSource) {
			if src.InteractiveTools != policy.ToggleOff {
				src.InteractiveTools = policy.ToggleUnset
			}
		}), "InteractiveTools:Toggle(200)"},
		{"shares the parent's deny list", func(p policy.TaskSpec) policy.TaskSpec {
			spec := verifier(p)
			spec.ReadDenyPatterns = p.ReadDenyPatterns
			return spec
		}, "changing the parent's lists after the spawn changed the child's ReadDenyPatterns"},
		{"writes into its parent", func(p policy.TaskSpec) policy.TaskSpec {
			spec := verifier(p)
			if len(p.ReadDenyPatterns) > 0 {
				p.ReadDenyPatterns[1].CaseNote = "rewritten by the child"
			}
			return spec
		}, "build changed the ReadDenyPatterns of the parent"},
		{"skips the carrier", func(p policy.TaskSpec) policy.TaskSpec {
			return policy.TaskSpec{MaxTurns: 2}
		}, "the child's HandsReadOnly is false, want true"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var r recorder
			policytest.CheckCarries(&r, tt.build)
			if !contains(r.errors, tt.want) {
				t.Errorf("want an error containing %q, got:\n%s", tt.want, strings.Join(r.errors, "\n"))
			}
		})
	}
}

func TestALooseParentLiftingTheChildIsReported(t *testing.T) {
	lifts := func(p policy.TaskSpec) policy.TaskSpec {
		spec := verifier(p)
		if p.WriteFace == policy.FaceHost {
			spec.WriteFace = policy.FaceHost // the parent's loose value travels
		}
		if p.InteractiveTools == policy.ToggleOn {
			spec.InteractiveTools = policy.ToggleOn // and lifts the child's own Off
		}
		return spec
	}
	var r recorder
	policytest.CheckKeepsOwn(&r, lifts)
	if !contains(r.errors, "changed the child's WriteFace") || !contains(r.errors, "changed the child's InteractiveTools") {
		t.Errorf("want errors naming WriteFace and InteractiveTools, got:\n%s", strings.Join(r.errors, "\n"))
	}
}

func TestANotCarriedTypoIsFatal(t *testing.T) {
	var r recorder
	policytest.CheckCarries(&r, verifier, "InteractveTools")
	if !r.fatal || !contains(r.errors, `not-carried seat "InteractveTools" is not a clamp seat`) {
		t.Errorf("a misspelt not-carried seat: fatal %v, errors %v", r.fatal, r.errors)
	}
}

// TestStrictClampsEverySeat pins Strict to the policy's seats: every seat
// restricting (the carrier carries each), nothing else stated; and Loose
// clamps nothing.
func TestStrictClampsEverySeat(t *testing.T) {
	strict := policytest.Strict()
	carried := policy.ChildClampSeats(source(strict)).Seats()
	if !reflect.DeepEqual(carried, strict) {
		t.Errorf("the carrier of Strict() carries %+v, want all of %+v", carried, strict)
	}
	for _, name := range policy.ChildClampSeatNames() {
		if reflect.ValueOf(strict).FieldByName(name).IsZero() {
			t.Errorf("Strict() leaves seat %s unset", name)
		}
	}
	if !policy.ChildClampSeats(source(policytest.Loose())).ClampsNothing() {
		t.Errorf("Loose() clamps something: %+v", policytest.Loose())
	}
	d := policytest.DenyEntries()
	d[0].Rule = "changed"
	if policytest.DenyEntries()[0].Rule == "changed" {
		t.Error("DenyEntries shares its slice")
	}
}

func contains(list []string, sub string) bool {
	for _, s := range list {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}
