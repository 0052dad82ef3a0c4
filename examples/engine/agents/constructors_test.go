package agents

import (
	"reflect"
	"slices"
	"testing"

	"example.com/agentengine/task"
	"github.com/sema-agent/policy"
	"github.com/sema-agent/policy/policytest"
)

func runOf(spec policy.TaskSpec) *task.Run {
	return &task.Run{Task: &task.Task{ID: "d/task-1", Lane: task.LaneRoot, Goal: "g", Spec: spec}}
}

// deploymentOf is the deployment whose clamps are those of spec (a
// deployment has no interactivity clamp).
func deploymentOf(spec policy.TaskSpec) Deployment {
	return Deployment{Name: "d", ReadOnly: spec.HandsReadOnly, ReadFace: spec.ReadFace, WriteFace: spec.WriteFace, ReadDeny: spec.ReadDenyPatterns}
}

// The seven constructors, each seen as a function of its parent's spec,
// with the own values it states and must keep under a loose parent.
var constructors = []struct {
	name       string
	build      policytest.Build
	notCarried []string
	own        func(t *testing.T, child policy.TaskSpec)
}{
	{
		name: "buildChildSpec",
		build: func(p policy.TaskSpec) policy.TaskSpec {
			return buildChildSpec(runOf(p), DelegationRequest{Goal: "g", ReadOnly: true, Tools: []string{"read_file"}, MaxTurns: 5})
		},
		own: func(t *testing.T, c policy.TaskSpec) {
			if !c.HandsReadOnly || c.MaxTurns != 5 || !slices.Equal(c.AllowedTools, []string{"read_file"}) {
				t.Errorf("the request's read-only hands, budget and tools were lost: %+v", c)
			}
		},
	},
	{
		name:  "observerSpec",
		build: func(p policy.TaskSpec) policy.TaskSpec { return observerSpec(runOf(p)) },
		own:   headlessReader(observerTurns),
	},
	{
		name: "resumeSpec",
		build: func(p policy.TaskSpec) policy.TaskSpec {
			seed := task.Seed{TaskID: "d/task-1/delegation-1", Turn: 3, Spec: policy.TaskSpec{
				HandsReadOnly: true, WriteFace: policy.FaceRoots, MaxTurns: 9,
				ReadDenyPatterns: []policy.ReadDenyEntry{{Rule: "secrets/*"}},
			}}
			return resumeSpec(seed, runOf(p))
		},
		own: func(t *testing.T, c policy.TaskSpec) {
			if !c.HandsReadOnly || c.WriteFace != policy.FaceRoots || c.MaxTurns != 9 ||
				!slices.Contains(c.ReadDenyPatterns, policy.ReadDenyEntry{Rule: "secrets/*"}) {
				t.Errorf("a clamp the run slept under was lifted on wake: %+v", c)
			}
		},
	},
	{
		name: "Teacher.inheritedDeploymentConfig",
		build: func(p policy.TaskSpec) policy.TaskSpec {
			teacher, err := NewTeacher(deploymentOf(p), 7)
			if err != nil {
				panic(err)
			}
			return teacher.inheritedDeploymentConfig()
		},
		notCarried: []string{"InteractiveTools"},
		own: func(t *testing.T, c policy.TaskSpec) {
			if c.WriteFace != policy.FaceRoots || c.MaxTurns != 7 {
				t.Errorf("the lesson leg's own write face or budget was lost: %+v", c)
			}
		},
	},
	{
		name:  "verifierSpec",
		build: func(p policy.TaskSpec) policy.TaskSpec { return verifierSpec(runOf(p)) },
		own:   headlessReader(verifierTurns),
	},
	{
		name: "fixLegSpec",
		build: func(p policy.TaskSpec) policy.TaskSpec {
			return fixLegSpec(runOf(p), Verdict{Findings: []string{"a", "b"}})
		},
		own: func(t *testing.T, c policy.TaskSpec) {
			if c.WriteFace != policy.FaceRoots || c.MaxTurns != 2*fixTurnsPerFinding {
				t.Errorf("the fix leg's own write face or budget was lost: %+v", c)
			}
		},
	},
}

// headlessReader checks the own values of an engine leg that reads and never
// asks a person: both headless-leg seats, read-only hands, its budget.
func headlessReader(turns int) func(t *testing.T, c policy.TaskSpec) {
	return func(t *testing.T, c policy.TaskSpec) {
		if !c.HandsReadOnly || c.InteractiveTools != policy.ToggleOff || c.InteractionPosture != policy.PostureHeadless || c.MaxTurns != turns {
			t.Errorf("the leg's own read-only, headless statement or budget was lost: %+v", c)
		}
	}
}

func TestConstructorsCarryEveryParentClamp(t *testing.T) {
	for _, c := range constructors {
		t.Run(c.name, func(t *testing.T) {
			policytest.CheckCarries(t, c.build, c.notCarried...)
		})
	}
}

func TestConstructorsKeepTheirOwnStricterValuesUnderALooseParent(t *testing.T) {
	for _, c := range constructors {
		t.Run(c.name, func(t *testing.T) {
			policytest.CheckKeepsOwn(t, c.build)
			c.own(t, c.build(policytest.Loose()))
			c.own(t, c.build(policytest.Strict()))
		})
	}
}

func TestTeacherLegDoesNotInventAnInteractivityClamp(t *testing.T) {
	teacher, err := NewTeacher(deploymentOf(policytest.Strict()), 3)
	if err != nil {
		t.Fatal(err)
	}
	// A deployment has no interactivity clamp, so the leg's own Unset stays:
	// the lane writes policy.ToggleUnset explicitly rather than guessing one.
	if got := teacher.inheritedDeploymentConfig().InteractiveTools; got != policy.ToggleUnset {
		t.Errorf("lesson leg InteractiveTools = %s, want unset", got)
	}
}

func TestResumeWithoutWakerKeepsTheSeedsClamps(t *testing.T) {
	seed := task.Seed{TaskID: "d/task-1", Spec: policytest.Strict()}
	got := resumeSpec(seed, nil)
	strict := policytest.Strict()
	if !reflect.DeepEqual(got, strict) {
		t.Errorf("a scheduler wake changed the seed's spec:\n got %+v\nwant %+v", got, strict)
	}
	seed.Spec.ReadDenyPatterns[0].Rule = "changed"
	if got.ReadDenyPatterns[0].Rule == "changed" {
		t.Error("the woken spec shares the seed's deny list")
	}
}

func TestDelegateRefusesBadRequests(t *testing.T) {
	parent := runOf(policytest.Strict())
	for _, req := range []DelegationRequest{
		{Goal: " "},
		{Goal: "g", MaxTurns: -1},
		{Goal: "g", MaxTurns: maxDelegationTurns + 1},
	} {
		if _, err := Delegate(parent, req); err == nil {
			t.Errorf("Delegate(%+v) = nil error, want a refusal", req)
		}
	}
	if _, err := Delegate(nil, DelegationRequest{Goal: "g"}); err == nil {
		t.Error("Delegate without a parent = nil error")
	}
	got, err := Delegate(parent, DelegationRequest{Goal: "g"})
	if err != nil {
		t.Fatal(err)
	}
	if got.ParentID != "d/task-1" || got.Lane != task.LaneDelegation || got.Spec.MaxTurns != delegationTurns || !got.Spec.HandsReadOnly {
		t.Errorf("Delegate = %+v", got)
	}
}

func TestParseVerdict(t *testing.T) {
	for _, tc := range []struct {
		in      string
		want    Verdict
		wantErr bool
	}{
		{in: " PASS\n", want: Verdict{Pass: true}},
		{in: "FAIL: flaky; no test", want: Verdict{Findings: []string{"flaky", "no test"}}},
		{in: "FAIL: ; ", wantErr: true},
		{in: "looks fine", wantErr: true},
		{in: "pass", wantErr: true},
	} {
		got, err := ParseVerdict(tc.in)
		if (err != nil) != tc.wantErr || !tc.wantErr && (got.Pass != tc.want.Pass || !slices.Equal(got.Findings, tc.want.Findings)) {
			t.Errorf("ParseVerdict(%q) = %+v, %v; want %+v, error %t", tc.in, got, err, tc.want, tc.wantErr)
		}
	}
	if _, err := FixTask(runOf(policy.TaskSpec{}), Verdict{Pass: true}); err == nil {
		t.Error("FixTask of a passing verdict = nil error")
	}
}
