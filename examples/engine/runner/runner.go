// Package runner executes runs: it drives a [Model] turn by turn, gates
// every tool call on the run's spec, spawns child runs (delegations,
// workflow steps, the observer sidecar, the verify gate's legs) through the
// constructors of packages agents and orchestration, and folds each child's
// provenance attestation into its parent's aggregate.
package runner

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"example.com/agentengine/agents"
	"example.com/agentengine/orchestration"
	"example.com/agentengine/task"
	"github.com/sema-agent/policy"
)

// Action is what a model does in one turn. A model sets one field; were it
// to set several, the first in the order Call, Delegate, Workflow, Sleep
// wins, and an Action with none set answers with Answer (possibly empty).
type Action struct {
	Answer   string                    // answer and stop
	Call     *ToolCall                 // run a tool
	Delegate *agents.DelegationRequest // run a child on a sub-task and read its card
	Workflow *orchestration.Workflow   // run a workflow's steps as children
	Sleep    string                    // checkpoint and sleep; the note says what for
}

// Model decides a run's next action from the run so far (its task, turn and
// transcript).
type Model interface {
	Next(ctx context.Context, run *task.Run) (Action, error)
}

// ModelFunc adapts a function to [Model].
type ModelFunc func(ctx context.Context, run *task.Run) (Action, error)

// Next calls f.
func (f ModelFunc) Next(ctx context.Context, run *task.Run) (Action, error) { return f(ctx, run) }

// Runner runs tasks. Its fields are set once, before the first run.
type Runner struct {
	Model Model
	Tools map[string]Tool
	// Roots are the directories a leg whose face is "roots" is confined to.
	Roots []string
	// Safety is the deployment's content-safety config; a child judges
	// under its parent's effective config narrowed by this one.
	Safety policy.ContentSafety
	// Observe runs the observer sidecar after every run that is not itself
	// an engine leg; Verify runs the verify gate on every root answer.
	Observe, Verify bool
	// MaxDepth bounds how deep delegations and workflows nest.
	MaxDepth int
	// Logf, when set, receives one line per run that stops.
	Logf func(format string, args ...any)
}

// Start runs t, a root task or an engine leg, to its end and returns the run.
func (r *Runner) Start(ctx context.Context, t *task.Task) *task.Run {
	run := &task.Run{Task: t, Provenance: policy.NewProvenanceAggregate()}
	r.execute(ctx, run, nil, 0)
	return run
}

// Wake folds seed into the task it wakes as and runs it on from the turn it
// slept at. waker is the run that wakes it, or nil for a scheduler wake.
func (r *Runner) Wake(ctx context.Context, seed task.Seed, waker *task.Run) (*task.Run, error) {
	t, err := agents.Resume(seed, waker)
	if err != nil {
		return nil, err
	}
	// The aggregate is not persisted with the seed: the conduct before the
	// sleep is unprovable, which the aggregate must say.
	agg := policy.NewProvenanceAggregate()
	agg.RecordResumeLostAggregate()
	run := &task.Run{Task: t, Turn: seed.Turn, Provenance: agg}
	r.execute(ctx, run, waker, 0)
	return run, nil
}

// execute drives run until it answers, fails or sleeps. It is where every
// run starts, root or child: clampvet checks that each spec reaching it
// comes from a registered constructor or a root.
//
//clampvet:spawn
func (r *Runner) execute(ctx context.Context, run *task.Run, parent *task.Run, depth int) {
	run.Status = task.Running
	var parentSafety *policy.ContentSafety
	if parent != nil {
		parentSafety = &parent.Safety
	}
	run.Safety, _ = policy.NarrowContentSafety(parentSafety, &r.Safety) // never both nil: own is always present

	defer func() {
		if r.Logf != nil {
			r.Logf("%s [%s] %s after %d turns: %s", run.Task.ID, run.Task.Lane, run.Status, run.Turn, run.Output)
		}
	}()
	for run.Status == task.Running {
		if left, limited := run.RemainingTurns(); limited && left == 0 {
			r.fail(run, fmt.Errorf("turn budget of %d exhausted", run.Task.Spec.MaxTurns))
			break
		}
		if err := ctx.Err(); err != nil {
			r.fail(run, err)
			break
		}
		run.Turn++
		act, err := r.Model.Next(ctx, run)
		if err != nil {
			r.fail(run, fmt.Errorf("model: %w", err))
			break
		}
		r.step(ctx, run, act, depth)
	}
	if run.Status == task.Done && run.Task.Lane == task.LaneRoot && r.Verify {
		r.verify(ctx, run, depth)
	}
	if r.Observe && run.Status != task.Sleeping && !isEngineLeg(run.Task.Lane) {
		r.observe(ctx, run, depth)
	}
}

func (r *Runner) step(ctx context.Context, run *task.Run, act Action, depth int) {
	switch {
	case act.Call != nil:
		out, err := r.call(ctx, run, *act.Call)
		if err != nil {
			run.Logf("call %s(%s): refused: %v", act.Call.Tool, act.Call.Arg, err)
			return
		}
		run.Logf("call %s(%s): %s", act.Call.Tool, act.Call.Arg, out)
	case act.Delegate != nil:
		if depth >= r.MaxDepth {
			run.Logf("delegate %q: refused: delegation depth %d reached", act.Delegate.Goal, r.MaxDepth)
			return
		}
		t, err := agents.Delegate(run, *act.Delegate)
		if err != nil {
			run.Logf("delegate %q: refused: %v", act.Delegate.Goal, err)
			return
		}
		child := r.spawn(ctx, run, t, depth)
		run.Logf("delegate %q: %s: %s", act.Delegate.Goal, child.Status, child.Output)
	case act.Workflow != nil:
		r.workflow(ctx, run, *act.Workflow, depth)
	case act.Sleep != "":
		run.Status, run.Output = task.Sleeping, act.Sleep
	default:
		run.Status, run.Output = task.Done, act.Answer
	}
}

// call runs a tool call if the run's spec permits it, recording external
// content in the run's provenance aggregate.
func (r *Runner) call(ctx context.Context, run *task.Run, c ToolCall) (string, error) {
	tool, ok := r.Tools[c.Tool]
	if !ok {
		return "", fmt.Errorf("no tool named %s is mounted", c.Tool)
	}
	if err := permit(run.Task.Spec, r.Roots, tool, c.Arg); err != nil {
		return "", err
	}
	if external(run.Safety, tool) {
		run.Provenance.RecordExternalInvocation()
	}
	return tool.Do(ctx, c.Arg)
}

// spawn runs child task t of run to its end and folds the child's card into
// run's provenance. The card crosses a JSON boundary, as it does between
// processes: the parent reads only what the card says.
func (r *Runner) spawn(ctx context.Context, run *task.Run, t *task.Task, depth int) *task.Run {
	child := &task.Run{Task: t, Provenance: policy.NewProvenanceAggregate()}
	run.Children = append(run.Children, child)
	r.execute(ctx, child, run, depth+1)

	var details any
	if data, err := json.Marshal(child.Card()); err == nil {
		_ = json.Unmarshal(data, &details) // a card that does not decode reads as "no attestation"
	}
	run.Provenance.RecordDelivered(policy.ReadCardAttestation(details))
	return child
}

func (r *Runner) workflow(ctx context.Context, run *task.Run, wf orchestration.Workflow, depth int) {
	if depth >= r.MaxDepth {
		run.Logf("workflow %s: refused: delegation depth %d reached", wf.Name, r.MaxDepth)
		return
	}
	plan, err := orchestration.Plan(wf)
	if err != nil {
		run.Logf("workflow %s: refused: %v", wf.Name, err)
		return
	}
	for _, s := range plan {
		child := r.spawn(ctx, run, orchestration.StepTask(run, wf, s), depth)
		run.Logf("workflow %s step %s: %s: %s", wf.Name, s.Name, child.Status, child.Output)
		if child.Status != task.Done {
			run.Logf("workflow %s: stopped at step %s", wf.Name, s.Name)
			return
		}
	}
}

// verify runs the verify gate on run's answer: a verifier leg, and a fix leg
// when the verifier finds something. A root answer the gate cannot confirm
// fails the run.
func (r *Runner) verify(ctx context.Context, run *task.Run, depth int) {
	vt, err := agents.VerifierTask(run)
	if err != nil {
		r.fail(run, err)
		return
	}
	checked := r.spawn(ctx, run, vt, depth)
	verdict, err := agents.ParseVerdict(checked.Output)
	if checked.Status != task.Done || err != nil {
		r.fail(run, fmt.Errorf("verify gate: verifier %s did not deliver a verdict: %v", checked.Status, err))
		return
	}
	if verdict.Pass {
		run.Logf("verify: PASS")
		return
	}
	ft, err := agents.FixTask(run, verdict)
	if err != nil {
		r.fail(run, err)
		return
	}
	fixed := r.spawn(ctx, run, ft, depth)
	if fixed.Status != task.Done {
		r.fail(run, fmt.Errorf("verify gate: fix leg %s: %s", fixed.Status, fixed.Output))
		return
	}
	run.Logf("verify: fixed %d findings", len(verdict.Findings))
	run.Output = fixed.Output
}

// observe runs the observer sidecar on run's transcript. Its report is
// logged in the transcript; it does not change run's outcome.
func (r *Runner) observe(ctx context.Context, run *task.Run, depth int) {
	ot, err := agents.ObserverTask(run)
	if err != nil {
		run.Logf("observer: %v", err)
		return
	}
	child := &task.Run{Task: ot, Provenance: policy.NewProvenanceAggregate()}
	run.Children = append(run.Children, child)
	r.execute(ctx, child, run, depth+1)
	run.Logf("observer: %s: %s", child.Status, child.Output)
}

func (r *Runner) fail(run *task.Run, err error) {
	run.Status, run.Err, run.Output = task.Failed, err, err.Error()
}

// isEngineLeg reports whether lane is a leg the engine runs around another
// run (these are not observed, or the observer would observe itself).
func isEngineLeg(lane task.Lane) bool {
	switch lane {
	case task.LaneObserver, task.LaneVerifier, task.LaneFix, task.LaneTeacher:
		return true
	}
	return false
}

// ErrNoModel is returned by [Runner.Check] for a runner without a model.
var ErrNoModel = errors.New("runner: no model")

// Check reports a runner that cannot run anything.
func (r *Runner) Check() error {
	if r.Model == nil {
		return ErrNoModel
	}
	for name, t := range r.Tools {
		if name != t.Name || t.Do == nil {
			return fmt.Errorf("runner: tool %q is mounted under the name %q or has no Do", t.Name, name)
		}
	}
	if r.MaxDepth < 0 {
		return fmt.Errorf("runner: negative MaxDepth %d", r.MaxDepth)
	}
	return nil
}
