package wiring_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"example.com/agentengine/agents"
	"example.com/agentengine/runner"
	"example.com/agentengine/task"
	"example.com/agentengine/wiring"
	"github.com/sema-agent/policy"
)

// A headless deployment that confines reads and writes to its roots: a root
// task delegates a sub-task, and the verify gate checks the answer. Every
// child runs under the deployment's clamps.
func Example() {
	model := runner.ModelFunc(func(_ context.Context, r *task.Run) (runner.Action, error) {
		switch {
		case r.Task.Lane == task.LaneRoot && r.Turn == 1:
			return runner.Action{Delegate: &agents.DelegationRequest{Goal: "summarize README.md", Tools: []string{"read_file"}}}, nil
		case r.Task.Lane == task.LaneDelegation && r.Turn == 1:
			return runner.Action{Call: &runner.ToolCall{Tool: "read_file", Arg: "/etc/passwd"}}, nil
		case r.Task.Lane == task.LaneVerifier:
			return runner.Action{Answer: "PASS"}, nil
		}
		return runner.Action{Answer: "a summary"}, nil
	})
	e, err := wiring.New(wiring.Config{
		Deployment: agents.Deployment{Name: "docs-bot", ReadFace: policy.FaceRoots, WriteFace: policy.FaceRoots},
		Model:      model,
		Tools: []runner.Tool{{Name: "read_file", Reads: true, Do: func(context.Context, string) (string, error) {
			return "# README", nil
		}}},
		Roots:  []string{"/srv/docs"},
		Verify: true,
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	run, err := e.Submit(context.Background(), "write the release notes")
	fmt.Println(run.Task.ID, run.Status, err)
	for _, c := range run.Children {
		s := c.Task.Spec
		fmt.Printf("%s read=%s write=%s interactive=%s posture=%q\n", c.Task.ID, s.ReadFace, s.WriteFace, s.InteractiveTools, s.InteractionPosture)
		for _, line := range c.Transcript {
			fmt.Println("  ", line)
		}
	}
	// Output:
	// docs-bot/task-1 done <nil>
	// docs-bot/task-1/delegation-1 read=roots write=roots interactive=off posture=""
	//    call read_file(/etc/passwd): refused: tool read_file reads /etc/passwd, outside this leg's roots [/srv/docs]
	// docs-bot/task-1/verifier-2 read=roots write=roots interactive=off posture="headless"
}

func TestSleepingRunWakesThroughItsPersistedSeed(t *testing.T) {
	woke := false
	model := runner.ModelFunc(func(_ context.Context, r *task.Run) (runner.Action, error) {
		if r.Task.Lane == task.LaneRoot {
			return runner.Action{Sleep: "waiting for review"}, nil
		}
		woke = true
		if r.Task.Spec.HandsReadOnly && r.Task.Spec.ReadFace == policy.FaceRoots {
			return runner.Action{Answer: "resumed under the deployment's clamps"}, nil
		}
		return runner.Action{Answer: fmt.Sprintf("resumed with clamps lost: %+v", r.Task.Spec)}, nil
	})
	var lessons []string
	e, err := wiring.New(wiring.Config{
		Deployment: agents.Deployment{Name: "d", ReadOnly: true, ReadFace: policy.FaceRoots},
		Model:      model,
		Teach:      true,
		Logf: func(format string, args ...any) {
			if line := fmt.Sprintf(format, args...); strings.Contains(line, "[teacher]") {
				lessons = append(lessons, line)
			}
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	run, err := e.Submit(context.Background(), "ship it")
	if err != nil || run.Status != task.Sleeping {
		t.Fatalf("Submit = %s, %v; want a sleeping run", run.Status, err)
	}
	if got := e.Sleeping(); len(got) != 1 || got[0] != "d/task-1" {
		t.Fatalf("Sleeping() = %v", got)
	}
	if len(lessons) != 0 {
		t.Errorf("a sleeping run was taught from: %v", lessons)
	}
	woken, err := e.Wake(context.Background(), "d/task-1")
	if err != nil || !woke || woken.Output != "resumed under the deployment's clamps" {
		t.Fatalf("Wake = %+v, %v", woken, err)
	}
	if len(lessons) != 1 || !strings.Contains(lessons[0], "d/lesson-1 [teacher] done") {
		t.Errorf("lesson legs after the woken run stopped: %v", lessons)
	}
	if _, err := e.Wake(context.Background(), "d/task-1"); err == nil {
		t.Error("a run woke twice")
	}
}

func TestNewRefusesABadConfig(t *testing.T) {
	echo := func(context.Context, string) (string, error) { return "", nil }
	for name, cfg := range map[string]wiring.Config{
		"no model":                        {},
		"duplicate tools":                 {Model: runner.ModelFunc(nil), Tools: []runner.Tool{{Name: "a", Do: echo}, {Name: "a", Do: echo}}},
		"teacher without deployment name": {Model: runner.ModelFunc(nil), Teach: true},
		"misspelt read face":              {Model: runner.ModelFunc(nil), Deployment: agents.Deployment{Name: "d", ReadFace: "Roots"}},
		"misspelt write face":             {Model: runner.ModelFunc(nil), Deployment: agents.Deployment{Name: "d", WriteFace: "hosts"}},
	} {
		if _, err := wiring.New(cfg); err == nil {
			t.Errorf("%s: New = nil error", name)
		}
	}
	_, err := wiring.New(wiring.Config{Model: runner.ModelFunc(nil), Deployment: agents.Deployment{Name: "d", ReadFace: "Roots"}})
	if err == nil || !strings.Contains(err.Error(), `deployment d: policy: TaskSpec.ReadFace holds "Roots"`) {
		t.Errorf("New with a misspelt face: %v, want an error naming the deployment and the face", err)
	}
}
