package policytest_test

import (
	"strings"
	"testing"

	"github.com/sema-agent/policy"
	"github.com/sema-agent/policy/policytest"
)

// TestConstructorsSkippingTheCarrierForSomeParentsAreReported (issue
// defect 5): the probes vary every field of the parent, so a constructor
// that skips the carrier only for parents with an allow-list, a turn
// budget or a headless posture (most real parents) is reported, once, with
// a parent that exposes it.
func TestConstructorsSkippingTheCarrierForSomeParentsAreReported(t *testing.T) {
	skipsWhen := func(skip func(policy.TaskSpec) bool) policytest.Build {
		return func(p policy.TaskSpec) policy.TaskSpec {
			spec := policy.TaskSpec{MaxTurns: 4}
			if skip(p) {
				return spec
			}
			policy.ChildClampSeats(source(p)).Apply(&spec)
			return spec
		}
	}
	for name, build := range map[string]policytest.Build{
		"an allow-list":     skipsWhen(func(p policy.TaskSpec) bool { return p.AllowedTools != nil }),
		"a long allow-list": skipsWhen(func(p policy.TaskSpec) bool { return len(p.AllowedTools) > 2 }),
		"a turn budget":     skipsWhen(func(p policy.TaskSpec) bool { return p.MaxTurns > 0 }),
		"a headless parent": skipsWhen(func(p policy.TaskSpec) bool { return p.InteractionPosture == policy.PostureHeadless }),
		"a long deny list":  skipsWhen(func(p policy.TaskSpec) bool { return len(p.ReadDenyPatterns) > 2 }),
		"a loose write face": func(p policy.TaskSpec) policy.TaskSpec {
			if p.WriteFace == policy.FaceHost {
				return policy.TaskSpec{}
			}
			return verifier(p)
		},
	} {
		t.Run(name, func(t *testing.T) {
			var r recorder
			policytest.CheckCarries(&r, build)
			policytest.CheckKeepsOwn(&r, build)
			if len(r.errors) == 0 {
				t.Errorf("a constructor that skips the carrier for parents with %s passed", name)
			}
		})
	}
}

// TestEachFindingIsReportedOnce: a constructor that drops one seat is one
// finding, naming the seat and the parent that exposed it.
func TestEachFindingIsReportedOnce(t *testing.T) {
	dropsWriteFace := dropping(func(src *policy.ChildClampSource) { src.WriteFace = policy.FaceUnset })
	var r recorder
	policytest.CheckCarries(&r, dropsWriteFace)
	if len(r.errors) != 1 || !strings.Contains(r.errors[0], "WriteFace") || !strings.Contains(r.errors[0], "parent") {
		t.Errorf("want one finding naming WriteFace and its parent, got %d:\n%s", len(r.errors), strings.Join(r.errors, "\n"))
	}
}
