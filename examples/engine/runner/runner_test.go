package runner

import (
	"context"
	"errors"
	"strings"
	"testing"

	"example.com/agentengine/agents"
	"example.com/agentengine/orchestration"
	"example.com/agentengine/task"
	"github.com/sema-agent/policy"
)

func echo(context.Context, string) (string, error) { return "ok", nil }

var testTools = map[string]Tool{
	"read_file":  {Name: "read_file", Reads: true, Do: echo},
	"write_file": {Name: "write_file", Writes: true, Do: echo},
	"web_fetch":  {Name: "web_fetch", External: true, Do: echo},
	"run_tests":  {Name: "run_tests", Exec: true, Do: echo},
	"ask_user":   {Name: "ask_user", Interactive: true, Do: echo},
}

// lanes is a scripted model: for each lane, the actions of turns 1, 2, ...;
// past the script a run answers "done".
type lanes map[task.Lane][]Action

func (l lanes) Next(_ context.Context, r *task.Run) (Action, error) {
	if acts := l[r.Task.Lane]; r.Turn <= len(acts) {
		return acts[r.Turn-1], nil
	}
	return Action{Answer: "done"}, nil
}

func root(spec policy.TaskSpec) *task.Task {
	return &task.Task{ID: "t", Lane: task.LaneRoot, Goal: "g", Spec: spec}
}

func call(tool, arg string) Action { return Action{Call: &ToolCall{Tool: tool, Arg: arg}} }

func transcriptHas(t *testing.T, r *task.Run, want string) {
	t.Helper()
	for _, line := range r.Transcript {
		if strings.Contains(line, want) {
			return
		}
	}
	t.Errorf("transcript of %s has no line containing %q:\n%s", r.Task.ID, want, strings.Join(r.Transcript, "\n"))
}

func TestPermit(t *testing.T) {
	roots := []string{"/repo"}
	for _, tc := range []struct {
		name string
		spec policy.TaskSpec
		tool string
		arg  string
		want string // substring of the refusal; "" for allowed
	}{
		{name: "no clamps", tool: "write_file", arg: "/etc/x"},
		{name: "allow-list", spec: policy.TaskSpec{AllowedTools: []string{}}, tool: "read_file", arg: "/repo/a", want: "allow-list"},
		{name: "read-only hands", spec: policy.TaskSpec{HandsReadOnly: true}, tool: "write_file", arg: "/repo/a", want: "read-only"},
		{name: "interactive off", spec: policy.TaskSpec{InteractiveTools: policy.ToggleOff}, tool: "ask_user", want: "headless"},
		{name: "headless posture", spec: policy.TaskSpec{InteractionPosture: policy.PostureHeadless}, tool: "ask_user", want: "headless"},
		{name: "interactive on", spec: policy.TaskSpec{InteractiveTools: policy.ToggleOn}, tool: "ask_user"},
		{name: "write face", spec: policy.TaskSpec{WriteFace: policy.FaceRoots}, tool: "write_file", arg: "/repository/a", want: "outside"},
		{name: "write face inside", spec: policy.TaskSpec{WriteFace: policy.FaceRoots}, tool: "write_file", arg: "/repo/a/../b"},
		{name: "read face", spec: policy.TaskSpec{ReadFace: policy.FaceRoots}, tool: "read_file", arg: "/repo/../etc/passwd", want: "outside"},
		{name: "misspelt read face confines", spec: policy.TaskSpec{ReadFace: "Roots"}, tool: "read_file", arg: "/etc/passwd", want: "outside"},
		{name: "misspelt write face confines", spec: policy.TaskSpec{WriteFace: "root"}, tool: "write_file", arg: "/etc/x", want: "outside"},
		{name: "misspelt toggle is headless", spec: policy.TaskSpec{InteractiveTools: 9}, tool: "ask_user", want: "headless"},
		{name: "misspelt posture is headless", spec: policy.TaskSpec{InteractionPosture: "Headless"}, tool: "ask_user", want: "headless"},
		{name: "deny base name", spec: policy.TaskSpec{ReadDenyPatterns: []policy.ReadDenyEntry{{Rule: "*.pem"}}}, tool: "read_file", arg: "/repo/k/server.pem", want: `"*.pem"`},
		{name: "deny exact case", spec: policy.TaskSpec{ReadDenyPatterns: []policy.ReadDenyEntry{{Rule: ".env"}}}, tool: "read_file", arg: "/repo/.ENV"},
		{name: "deny folded case", spec: policy.TaskSpec{ReadDenyPatterns: []policy.ReadDenyEntry{{Rule: ".env", CaseNote: CaseInsensitive}}}, tool: "read_file", arg: "/repo/.ENV", want: `".env"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := permit(tc.spec, roots, testTools[tc.tool], tc.arg)
			switch {
			case tc.want == "" && err != nil:
				t.Errorf("refused: %v", err)
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
				t.Errorf("permit = %v, want a refusal containing %s", err, tc.want)
			}
		})
	}
}

func TestDelegatedChildRunsUnderItsParentsClamps(t *testing.T) {
	r := &Runner{Tools: testTools, MaxDepth: 2, Model: lanes{
		task.LaneRoot:       {{Delegate: &agents.DelegationRequest{Goal: "edit"}}},
		task.LaneDelegation: {call("write_file", "/repo/a"), call("ask_user", "ok?")},
	}}
	run := r.Start(context.Background(), root(policy.TaskSpec{HandsReadOnly: true, InteractiveTools: policy.ToggleOff}))
	if run.Status != task.Done || len(run.Children) != 1 {
		t.Fatalf("root %s with %d children, want done with 1", run.Status, len(run.Children))
	}
	child := run.Children[0]
	transcriptHas(t, child, "write_file(/repo/a): refused: tool write_file writes, and this leg's hands are read-only")
	transcriptHas(t, child, "ask_user(ok?): refused")
}

func TestProvenanceFoldsChildAttestations(t *testing.T) {
	for _, tc := range []struct {
		name  string
		child []Action
		want  policy.Attestation
	}{
		{name: "clean child", child: []Action{call("read_file", "/repo/a")}, want: policy.AttestationClean},
		{name: "external child", child: []Action{call("web_fetch", "https://example.com")}, want: policy.AttestationExternal},
		{name: "exec is external", child: []Action{call("run_tests", "./...")}, want: policy.AttestationExternal},
		// A child that ran out of turns did not complete: its conduct after
		// the cut is unobserved, so the parent cannot prove clean.
		{name: "failed child", child: []Action{call("read_file", "a"), call("read_file", "b"), call("read_file", "c")}, want: policy.AttestationUnknown},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := &Runner{Tools: testTools, MaxDepth: 2, Safety: policy.ContentSafety{ExecIsExternalContent: true}, Model: lanes{
				task.LaneRoot:       {{Delegate: &agents.DelegationRequest{Goal: "look", MaxTurns: 2}}},
				task.LaneDelegation: tc.child,
			}}
			run := r.Start(context.Background(), root(policy.TaskSpec{}))
			if got := policy.ReduceAttestation(run.Provenance, run.Status == task.Done); got != tc.want {
				t.Errorf("root attestation = %s, want %s\n%s", got, tc.want, strings.Join(run.Transcript, "\n"))
			}
		})
	}
}

func TestTrustedToolIsLocalContent(t *testing.T) {
	r := &Runner{Tools: testTools, Safety: policy.ContentSafety{TrustedTools: []string{"web_fetch"}}, Model: lanes{
		task.LaneRoot: {call("web_fetch", "https://intranet")},
	}}
	run := r.Start(context.Background(), root(policy.TaskSpec{}))
	if got := policy.ReduceAttestation(run.Provenance, true); got != policy.AttestationClean {
		t.Errorf("attestation after a trusted tool = %s, want clean", got)
	}
}

func TestTurnBudget(t *testing.T) {
	r := &Runner{Tools: testTools, Model: lanes{task.LaneRoot: {call("read_file", "a"), call("read_file", "b")}}}
	run := r.Start(context.Background(), root(policy.TaskSpec{MaxTurns: 2}))
	if run.Status != task.Failed || !strings.Contains(run.Output, "turn budget of 2 exhausted") {
		t.Errorf("run %s: %s, want failed on its budget", run.Status, run.Output)
	}
}

func TestDelegationDepth(t *testing.T) {
	deeper := Action{Delegate: &agents.DelegationRequest{Goal: "deeper"}}
	r := &Runner{Tools: testTools, MaxDepth: 1, Model: lanes{task.LaneRoot: {deeper}, task.LaneDelegation: {deeper}}}
	run := r.Start(context.Background(), root(policy.TaskSpec{}))
	if len(run.Children) != 1 || len(run.Children[0].Children) != 0 {
		t.Fatalf("depth 1 allowed a grandchild: %+v", run.Children)
	}
	transcriptHas(t, run.Children[0], "delegation depth 1 reached")
}

func TestWorkflowStopsAtAFailedStep(t *testing.T) {
	wf := &orchestration.Workflow{Name: "wf", Steps: []orchestration.Step{
		{Name: "b", After: []string{"a"}},
		{Name: "a", MaxTurns: 1, Tools: []string{"read_file"}},
	}}
	r := &Runner{Tools: testTools, MaxDepth: 1, Model: lanes{
		task.LaneRoot:     {{Workflow: wf}},
		task.LaneWorkflow: {call("read_file", "x")}, // step a's one turn is a call: it never answers
	}}
	run := r.Start(context.Background(), root(policy.TaskSpec{}))
	if len(run.Children) != 1 || run.Children[0].Task.ID != "t/wf-a" || run.Children[0].Status != task.Failed {
		t.Fatalf("children = %+v, want only step a, failed", run.Children)
	}
	transcriptHas(t, run, "workflow wf: stopped at step a")
}

func TestVerifyGate(t *testing.T) {
	t.Run("fail then fix", func(t *testing.T) {
		r := &Runner{Tools: testTools, Verify: true, Model: lanes{
			task.LaneRoot:     {{Answer: "first try"}},
			task.LaneVerifier: {call("ask_user", "?"), {Answer: "FAIL: no test"}},
			task.LaneFix:      {{Answer: "fixed, with a test"}},
		}}
		run := r.Start(context.Background(), root(policy.TaskSpec{InteractiveTools: policy.ToggleOn}))
		if run.Status != task.Done || run.Output != "fixed, with a test" || len(run.Children) != 2 {
			t.Fatalf("run %s %q with %d children", run.Status, run.Output, len(run.Children))
		}
		verifier, fix := run.Children[0], run.Children[1]
		// The verifier is headless even under an interactive parent.
		transcriptHas(t, verifier, "ask_user(?): refused: tool ask_user asks a person, and this leg is headless")
		if fix.Task.Lane != task.LaneFix || !strings.Contains(fix.Task.Goal, "no test") {
			t.Errorf("fix leg = %+v", fix.Task)
		}
	})
	t.Run("no verdict fails the root", func(t *testing.T) {
		r := &Runner{Tools: testTools, Verify: true, Model: lanes{task.LaneVerifier: {{Answer: "looks fine"}}}}
		run := r.Start(context.Background(), root(policy.TaskSpec{}))
		if run.Status != task.Failed || !strings.Contains(run.Output, "did not deliver a verdict") {
			t.Errorf("run %s: %s, want failed by the gate", run.Status, run.Output)
		}
	})
}

func TestObserverIsHeadlessAndDoesNotObserveItself(t *testing.T) {
	r := &Runner{Tools: testTools, Observe: true, Model: lanes{task.LaneObserver: {call("ask_user", "?")}}}
	run := r.Start(context.Background(), root(policy.TaskSpec{InteractiveTools: policy.ToggleOn}))
	if len(run.Children) != 1 || run.Children[0].Task.Lane != task.LaneObserver {
		t.Fatalf("children = %+v, want one observer", run.Children)
	}
	obs := run.Children[0]
	transcriptHas(t, obs, "refused: tool ask_user asks a person, and this leg is headless")
	if len(obs.Children) != 0 {
		t.Error("the observer was observed")
	}
}

func TestSleepAndWake(t *testing.T) {
	r := &Runner{Tools: testTools, Model: lanes{task.LaneRoot: {{Sleep: "waiting for CI"}}, task.LaneResume: {}}}
	run := r.Start(context.Background(), root(policy.TaskSpec{HandsReadOnly: true, MaxTurns: 5}))
	seed, err := run.Checkpoint()
	if err != nil {
		t.Fatal(err)
	}
	woken, err := r.Wake(context.Background(), seed, nil)
	if err != nil {
		t.Fatal(err)
	}
	if woken.Status != task.Done || woken.Turn != 2 || !woken.Task.Spec.HandsReadOnly {
		t.Errorf("woken run %s at turn %d, spec %+v", woken.Status, woken.Turn, woken.Task.Spec)
	}
	// The aggregate does not survive the sleep: even a completed woken run
	// cannot prove clean.
	if got := policy.ReduceAttestation(woken.Provenance, true); got != policy.AttestationUnknown {
		t.Errorf("woken run attestation = %s, want unknown", got)
	}
	if _, err := (&task.Run{Task: root(policy.TaskSpec{}), Status: task.Done}).Checkpoint(); err == nil {
		t.Error("checkpoint of a finished run = nil error")
	}
}

func TestCheck(t *testing.T) {
	if err := (&Runner{}).Check(); !errors.Is(err, ErrNoModel) {
		t.Errorf("Check without a model = %v", err)
	}
	bad := &Runner{Model: lanes{}, Tools: map[string]Tool{"x": {Name: "y", Do: echo}}}
	if err := bad.Check(); err == nil {
		t.Error("Check of a misnamed tool = nil error")
	}
}
