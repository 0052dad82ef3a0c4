// Command agentengine runs a tiny scripted flow through the example engine
// and prints the tree of runs with the policy each ran under: a root task
// that reads a file, delegates a read-only investigation, runs a two-step
// workflow, answers, passes the verify gate, is observed, and is taught
// from. The model is a script, so the output is the same on every run.
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"

	"example.com/agentengine/agents"
	"example.com/agentengine/orchestration"
	"example.com/agentengine/runner"
	"example.com/agentengine/task"
	"example.com/agentengine/wiring"
	"github.com/sema-agent/policy"
)

func main() {
	if err := run(context.Background(), os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "agentengine:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, w io.Writer) error {
	e, err := wiring.New(wiring.Config{
		Deployment: agents.Deployment{
			Name:      "ci-bot",
			ReadFace:  policy.FaceRoots,
			WriteFace: policy.FaceRoots,
			ReadDeny: []policy.ReadDenyEntry{
				{Rule: ".env", CaseNote: runner.CaseInsensitive},
				{Rule: "*.pem"},
			},
		},
		Model:     runner.ModelFunc(script),
		Tools:     tools(),
		Roots:     []string{"/work/repo"},
		Safety:    policy.ContentSafety{TrustedTools: []string{"read_file", "search"}},
		RootTurns: 10,
		Observe:   true,
		Verify:    true,
		Teach:     true,
	})
	if err != nil {
		return err
	}
	root, err := e.Submit(ctx, "fix the flaky TestExpiry in pkg/cache")
	printTree(w, root, "")
	return err
}

// script is the scripted model: what each lane does, turn by turn.
func script(_ context.Context, r *task.Run) (runner.Action, error) {
	switch r.Task.Lane {
	case task.LaneRoot:
		switch r.Turn {
		case 1:
			return runner.Action{Call: &runner.ToolCall{Tool: "read_file", Arg: "/work/repo/pkg/cache/cache_test.go"}}, nil
		case 2:
			return runner.Action{Call: &runner.ToolCall{Tool: "read_file", Arg: "/work/repo/.ENV"}}, nil
		case 3:
			return runner.Action{Delegate: &agents.DelegationRequest{
				Goal: "find why TestExpiry is flaky", ReadOnly: true, Tools: []string{"read_file", "search", "web_fetch", "write_file"},
			}}, nil
		case 4:
			return runner.Action{Workflow: &orchestration.Workflow{Name: "patch", Steps: []orchestration.Step{
				{Name: "test", Goal: "run the cache tests", After: []string{"edit"}, Tools: []string{"run_tests"}},
				{Name: "edit", Goal: "inject a fake clock into the cache", Tools: []string{"read_file", "write_file"}},
			}}}, nil
		}
		return runner.Action{Answer: "TestExpiry used the wall clock; the cache now takes a clock and the test a fake one"}, nil
	case task.LaneDelegation:
		switch r.Turn {
		case 1:
			return runner.Action{Call: &runner.ToolCall{Tool: "write_file", Arg: "/work/repo/notes.md"}}, nil
		case 2:
			return runner.Action{Call: &runner.ToolCall{Tool: "web_fetch", Arg: "https://pkg.go.dev/time#Now"}}, nil
		}
		return runner.Action{Answer: "expiry compares time.Now() against a deadline set 1ms earlier"}, nil
	case task.LaneWorkflow:
		if strings.HasSuffix(r.Task.ID, "-edit") && r.Turn == 1 {
			return runner.Action{Call: &runner.ToolCall{Tool: "write_file", Arg: "/work/repo/pkg/cache/cache.go"}}, nil
		}
		if strings.HasSuffix(r.Task.ID, "-test") && r.Turn == 1 {
			return runner.Action{Call: &runner.ToolCall{Tool: "run_tests", Arg: "./pkg/cache"}}, nil
		}
		return runner.Action{Answer: "done"}, nil
	case task.LaneVerifier:
		if r.Turn == 1 {
			return runner.Action{Call: &runner.ToolCall{Tool: "ask_user", Arg: "does this look right?"}}, nil
		}
		return runner.Action{Answer: "PASS"}, nil
	case task.LaneObserver:
		return runner.Action{Answer: "no unsafe action"}, nil
	case task.LaneTeacher:
		return runner.Action{Answer: "lesson: inject clocks into time-dependent code"}, nil
	}
	return runner.Action{}, fmt.Errorf("no script for lane %s", r.Task.Lane)
}

func tools() []runner.Tool {
	ok := func(out string) func(context.Context, string) (string, error) {
		return func(context.Context, string) (string, error) { return out, nil }
	}
	return []runner.Tool{
		{Name: "read_file", Reads: true, Do: ok("(file contents)")},
		{Name: "search", Reads: true, Do: ok("(matches)")},
		{Name: "write_file", Writes: true, Do: ok("written")},
		{Name: "run_tests", Exec: true, Do: ok("ok  pkg/cache 0.01s")},
		{Name: "web_fetch", External: true, Do: ok("(a web page)")},
		{Name: "ask_user", Interactive: true, Do: ok("(a person's answer)")},
	}
}

// printTree prints r and its children, one line each, then r's transcript.
func printTree(w io.Writer, r *task.Run, indent string) {
	s := r.Task.Spec
	fmt.Fprintf(w, "%s%s [%s] %s  ro=%t interactive=%s posture=%q read=%q write=%q deny=%d turns=%d/%d attestation=%s\n",
		indent, r.Task.ID, r.Task.Lane, r.Status, s.HandsReadOnly, s.InteractiveTools, s.InteractionPosture,
		s.ReadFace, s.WriteFace, len(s.ReadDenyPatterns), r.Turn, s.MaxTurns, policy.ReduceAttestation(r.Provenance, r.Status == task.Done))
	for _, line := range r.Transcript {
		fmt.Fprintf(w, "%s    | %s\n", indent, line)
	}
	for _, c := range r.Children {
		printTree(w, c, indent+"  ")
	}
}
