// Package agents builds the tasks of the child runs the engine spawns on an
// agent's behalf: delegated sub-tasks, the observer sidecar, woken sleepers,
// the teacher's lesson legs and the verify gate's two legs.
//
// Every child spec is built by a constructor registered in the engine's
// wiring package (see example.com/agentengine/wiring). Each constructor
// states its own values first — the stricter defaults of its lane, its own
// budget and tools — and then applies the clamps of the run that spawns the
// child through [policy.ChildClampSeats], naming every clamp seat, so that a
// clamp never ends one level deep. clampvet checks that shape.
package agents

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"example.com/agentengine/task"
	"github.com/sema-agent/policy"
)

// The per-lane turn budgets. A child's budget is sized for its own job, not
// copied from its parent (see policy.ChildClampSeatsNotCarried()).
const (
	delegationTurns    = 12 // a delegated child that asked for no budget
	maxDelegationTurns = 40 // the most a delegated child may ask for
	observerTurns      = 4
)

var errNoParent = errors.New("agents: a child task needs the run that spawns it")

// DelegationRequest is what a model asks for when it delegates a sub-task.
type DelegationRequest struct {
	Goal string
	// ReadOnly asks for read-only hands: the child only needs to look.
	ReadOnly bool
	// Tools is the child's allow-list; nil lets it use every tool the
	// engine mounts (subject to the parent's clamps).
	Tools []string
	// MaxTurns is the child's budget; 0 asks for the lane's default.
	MaxTurns int
}

// childID names the next child of parent on lane.
func childID(parent *task.Run, lane task.Lane) string {
	return fmt.Sprintf("%s/%s-%d", parent.Task.ID, lane, len(parent.Children)+1)
}

// Delegate returns the task of a child that works on req for parent.
func Delegate(parent *task.Run, req DelegationRequest) (*task.Task, error) {
	if parent == nil || parent.Task == nil {
		return nil, errNoParent
	}
	if strings.TrimSpace(req.Goal) == "" {
		return nil, fmt.Errorf("agents: run %s delegated a sub-task with no goal", parent.Task.ID)
	}
	if req.MaxTurns < 0 || req.MaxTurns > maxDelegationTurns {
		return nil, fmt.Errorf("agents: run %s asked for a %d-turn child: a delegated child gets 1 to %d turns",
			parent.Task.ID, req.MaxTurns, maxDelegationTurns)
	}
	return &task.Task{
		ID:       childID(parent, task.LaneDelegation),
		ParentID: parent.Task.ID,
		Lane:     task.LaneDelegation,
		Goal:     req.Goal,
		Spec:     buildChildSpec(parent, req),
	}, nil
}

// buildChildSpec builds the spec of a delegated child: what the request asks
// for (read-only hands, its tools, its budget), then every clamp its parent
// runs under. The parent's posture does not travel: a delegated child states
// none, and the deployment's default governs.
func buildChildSpec(parent *task.Run, req DelegationRequest) policy.TaskSpec {
	turns := req.MaxTurns
	if turns == 0 {
		turns = delegationTurns
	}
	spec := policy.TaskSpec{
		HandsReadOnly: req.ReadOnly,
		MaxTurns:      turns,
		AllowedTools:  slices.Clone(req.Tools),
	}
	parentClamps := policy.ChildClampSource{
		HandsReadOnly:    parent.Task.Spec.HandsReadOnly,
		InteractiveTools: parent.Task.Spec.InteractiveTools,
		ReadFace:         parent.Task.Spec.ReadFace,
		WriteFace:        parent.Task.Spec.WriteFace,
		ReadDenyPatterns: parent.Task.Spec.ReadDenyPatterns,
	}
	policy.ChildClampSeats(parentClamps).Apply(&spec)
	return spec
}

// ObserverTask returns the task of the observer sidecar that reviews
// parent's transcript once parent has stopped.
func ObserverTask(parent *task.Run) (*task.Task, error) {
	if parent == nil || parent.Task == nil {
		return nil, errNoParent
	}
	return &task.Task{
		ID:       childID(parent, task.LaneObserver),
		ParentID: parent.Task.ID,
		Lane:     task.LaneObserver,
		Goal:     "review the transcript of run " + parent.Task.ID + " for mistakes and unsafe actions",
		Spec:     observerSpec(parent),
	}, nil
}

// observerSpec builds the observer sidecar's spec: it reads and never
// writes, never asks a person (the headless-leg seats, both together) and
// has a short budget of its own; the parent's clamps can only tighten that.
func observerSpec(parent *task.Run) policy.TaskSpec {
	spec := policy.TaskSpec{
		HandsReadOnly: true,
		MaxTurns:      observerTurns,
		AllowedTools:  []string{"read_file", "search"},
	}
	spec = policy.TightenTaskSpec(spec, policy.EngineHeadlessLegSeats())
	p := parent.Task.Spec
	policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    p.HandsReadOnly,
		InteractiveTools: p.InteractiveTools,
		ReadFace:         p.ReadFace,
		WriteFace:        p.WriteFace,
		ReadDenyPatterns: p.ReadDenyPatterns,
	}).Apply(&spec)
	return spec
}

// Resume returns the task a sleeping run wakes as. waker is the run that
// wakes it, or nil when the scheduler does (a timer, an external event).
func Resume(seed task.Seed, waker *task.Run) (*task.Task, error) {
	if seed.TaskID == "" {
		return nil, errors.New("agents: a seed without a task id cannot be woken")
	}
	return &task.Task{
		ID:       seed.TaskID,
		ParentID: seed.ParentID,
		Lane:     task.LaneResume,
		Goal:     seed.Goal,
		Spec:     resumeSpec(seed, waker),
	}, nil
}

// resumeSpec folds a seed into the spec its run wakes with: the spec the run
// slept under (which already holds every clamp it ran under, so a clamp
// survives the sleep), then the clamps of the run that wakes it.
func resumeSpec(seed task.Seed, waker *task.Run) policy.TaskSpec {
	spec := seed.Spec
	spec.ReadDenyPatterns = slices.Clone(seed.Spec.ReadDenyPatterns)
	spec.AllowedTools = slices.Clone(seed.Spec.AllowedTools)

	// A scheduler wake has no waking run: the run that slept is its own
	// parent, whose clamps the spec already holds (carrying them is a no-op).
	w := seed.Spec
	if waker != nil {
		w = waker.Task.Spec
	}
	wakerClamps := policy.ChildClampSource{
		HandsReadOnly:    w.HandsReadOnly,
		InteractiveTools: w.InteractiveTools,
		ReadFace:         w.ReadFace,
		WriteFace:        w.WriteFace,
		ReadDenyPatterns: w.ReadDenyPatterns,
	}
	policy.ChildClampSeats(wakerClamps).Apply(&spec)
	return spec
}
