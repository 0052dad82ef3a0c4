// Package task is the engine's data model: a [Task] says what a run is asked
// to do and under which policy, a [Run] is one execution of a task, and a
// [Seed] is the checkpoint a sleeping run wakes from.
//
// The policy-governed part of every task is a [policy.TaskSpec] carried in
// [Task.Spec]: the engine never copies policy seats into fields of its own, so
// a seat added to the policy module reaches every task without an edit here.
package task

import (
	"fmt"

	"github.com/sema-agent/policy"
)

// Lane names the path by which the engine created a task. Every lane but
// [LaneRoot] builds its spec in a registered child-spec constructor.
type Lane string

// The lanes of the engine.
const (
	LaneRoot       Lane = "root"       // a task a person or a deployment submitted
	LaneDelegation Lane = "delegation" // a sub-task a run delegated
	LaneObserver   Lane = "observer"   // the sidecar that reviews a run's transcript
	LaneResume     Lane = "resume"     // a sleeping run woken from its seed
	LaneTeacher    Lane = "teacher"    // a lesson leg the deployment's teacher runs
	LaneVerifier   Lane = "verifier"   // the verify gate's checking leg
	LaneFix        Lane = "fix"        // the verify gate's repairing leg
	LaneWorkflow   Lane = "workflow"   // one step of a workflow a run started
)

// Task is what a run is asked to do and the policy it runs under.
type Task struct {
	ID       string
	ParentID string // "" for a root task and for the deployment's own legs
	Lane     Lane
	Goal     string
	Spec     policy.TaskSpec
}

// Status is the state of a run.
type Status string

// The states of a run. A run moves from Running to exactly one of the others.
const (
	Running  Status = "running"
	Done     Status = "done"     // answered; Output holds the answer
	Failed   Status = "failed"   // stopped by an error or an exhausted budget
	Sleeping Status = "sleeping" // checkpointed; woken through its Seed
)

// Run is one execution of a task.
type Run struct {
	Task   *Task
	Turn   int // turns taken so far
	Status Status
	Output string
	Err    error

	// Transcript is what happened in the run, one line per event, in order:
	// what the model did and what came back. The observer reads it.
	Transcript []string

	// Provenance is the run's delegation provenance aggregate, armed when the
	// run starts. A nil aggregate (never armed) reduces to "unknown".
	Provenance *policy.ProvenanceAggregate
	// Safety is the run's effective content-safety config: which tools'
	// output the run may treat as local rather than external content.
	Safety policy.ContentSafety

	Children []*Run
}

// RemainingTurns returns how many turns the run may still take, and false
// when its task has no turn limit.
func (r *Run) RemainingTurns() (int, bool) {
	if r.Task.Spec.MaxTurns <= 0 {
		return 0, false
	}
	return max(r.Task.Spec.MaxTurns-r.Turn, 0), true
}

// Card is what a finished run hands back to its parent: its answer and the
// attestation of its delegation provenance, shaped as the JSON the engine
// ships between processes.
func (r *Run) Card() map[string]any {
	completed := r.Status == Done
	return map[string]any{
		"task":                    r.Task.ID,
		"status":                  string(r.Status),
		"output":                  r.Output,
		policy.CardAttestationKey: string(policy.ReduceAttestation(r.Provenance, completed)),
	}
}

// Seed is the checkpoint of a sleeping run, persisted as JSON and folded into
// a fresh spec when the run is woken. Spec is the effective spec the run was
// running under, so a clamp it ran under survives the sleep.
//
// The provenance aggregate is not persisted: a woken run records that it
// lost it, which reads as "incomplete" — the fail-closed default.
type Seed struct {
	TaskID   string          `json:"task_id"`
	ParentID string          `json:"parent_id,omitempty"`
	Goal     string          `json:"goal"`
	Turn     int             `json:"turn"`
	Spec     policy.TaskSpec `json:"spec"`
	Note     string          `json:"note,omitempty"` // what the run was waiting for
}

// Logf appends a line to the run's transcript.
func (r *Run) Logf(format string, args ...any) {
	r.Transcript = append(r.Transcript, fmt.Sprintf(format, args...))
}

// Checkpoint returns the seed of r, which must be sleeping.
func (r *Run) Checkpoint() (Seed, error) {
	if r.Status != Sleeping {
		return Seed{}, fmt.Errorf("task: checkpoint of run %s in state %s: only a sleeping run has a seed", r.Task.ID, r.Status)
	}
	return Seed{
		TaskID:   r.Task.ID,
		ParentID: r.Task.ParentID,
		Goal:     r.Task.Goal,
		Turn:     r.Turn,
		Spec:     r.Task.Spec,
		Note:     r.Output,
	}, nil
}
