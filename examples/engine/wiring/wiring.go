// Package wiring assembles the agent engine from its parts: the runner, the
// deployment's clamps, the teacher, and the store of sleeping runs. It is
// the package that imports, directly or through the runner, every package
// that builds a child spec, and so it is where the engine registers its
// child-spec constructors for clampvet.
package wiring

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync"

	"example.com/agentengine/agents"
	"example.com/agentengine/runner"
	"example.com/agentengine/task"
	"github.com/sema-agent/policy"
)

// EngineChildSpecConstructors lists every declaration that builds the spec of
// a child run, as "DIR/FILE.go#Name" (or "#Type.Method") relative to the
// engine module's root. clampvet requires each row to resolve to exactly one
// declaration in its own file, and that declaration to pass the parent's
// clamps through policy.ChildClampSeats. A new constructor belongs here.
//
//clampvet:registry
var EngineChildSpecConstructors = []string{
	"agents/subagent.go#buildChildSpec",
	"agents/subagent.go#observerSpec",
	"agents/subagent.go#resumeSpec",
	"agents/teacher.go#Teacher.inheritedDeploymentConfig",
	"agents/verify.go#verifierSpec",
	"agents/verify.go#fixLegSpec",
	"orchestration/workflow_primitives.go#workflowChildClamps",
}

// lessonTurns is the budget of each of the teacher's lesson legs.
const lessonTurns = 6

// Config is what a deployment configures.
type Config struct {
	Deployment agents.Deployment
	// Interactive says tasks arrive on a channel where a person can answer;
	// otherwise every root run is headless.
	Interactive bool
	Model       runner.Model
	Tools       []runner.Tool
	Roots       []string
	Safety      policy.ContentSafety
	// RootTurns is a root run's budget (0: no limit).
	RootTurns int
	// MaxDepth bounds how deep delegations and workflows nest (default 3).
	MaxDepth int
	// Observe, Verify and Teach switch on the observer sidecar, the verify
	// gate and the teacher's lesson legs.
	Observe, Verify, Teach bool
	// Logf, when set, receives one line per run that stops.
	Logf func(format string, args ...any)
}

// Engine runs the deployment's tasks.
type Engine struct {
	cfg     Config
	runner  *runner.Runner
	teacher *agents.Teacher

	mu       sync.Mutex
	roots    int
	sleeping map[string][]byte // task id -> JSON seed
}

// New assembles an engine from cfg.
func New(cfg Config) (*Engine, error) {
	if cfg.MaxDepth == 0 {
		cfg.MaxDepth = 3
	}
	if err := cfg.Deployment.Validate(); err != nil {
		return nil, fmt.Errorf("wiring: %w", err)
	}
	r := &runner.Runner{
		Model:    cfg.Model,
		Tools:    make(map[string]runner.Tool, len(cfg.Tools)),
		Roots:    slices.Clone(cfg.Roots),
		Safety:   cfg.Safety,
		Observe:  cfg.Observe,
		Verify:   cfg.Verify,
		MaxDepth: cfg.MaxDepth,
		Logf:     cfg.Logf,
	}
	for _, t := range cfg.Tools {
		if _, dup := r.Tools[t.Name]; dup {
			return nil, fmt.Errorf("wiring: two tools are named %s", t.Name)
		}
		r.Tools[t.Name] = t
	}
	if err := r.Check(); err != nil {
		return nil, err
	}
	e := &Engine{cfg: cfg, runner: r, sleeping: make(map[string][]byte)}
	if cfg.Teach {
		t, err := agents.NewTeacher(cfg.Deployment, lessonTurns)
		if err != nil {
			return nil, err
		}
		e.teacher = t
	}
	return e, nil
}

// rootSpec is the spec of a root task: the deployment's clamps, and the
// headless posture when no person can answer. A root is not a child: there
// is no parent whose clamps would travel.
//
//clampvet:root
func (e *Engine) rootSpec() policy.TaskSpec {
	d := e.cfg.Deployment
	spec := policy.TaskSpec{
		HandsReadOnly:    d.ReadOnly,
		ReadFace:         d.ReadFace,
		WriteFace:        d.WriteFace,
		ReadDenyPatterns: slices.Clone(d.ReadDeny),
		MaxTurns:         e.cfg.RootTurns,
	}
	if e.cfg.Interactive {
		spec.InteractionPosture = policy.PostureInteractive
	} else {
		spec.InteractiveTools = policy.ToggleOff
		spec.InteractionPosture = policy.PostureHeadless
	}
	return spec
}

// Submit runs goal as a root task and returns its run, with the run's error
// when it failed. A run that goes to sleep is checkpointed and can be woken
// with [Engine.Wake]; a run that stops is handed to the teacher when
// teaching is on.
func (e *Engine) Submit(ctx context.Context, goal string) (*task.Run, error) {
	e.mu.Lock()
	e.roots++
	id := fmt.Sprintf("%s/task-%d", e.cfg.Deployment.Name, e.roots)
	e.mu.Unlock()
	run := e.runner.Start(ctx, &task.Task{ID: id, Lane: task.LaneRoot, Goal: goal, Spec: e.rootSpec()})
	return run, e.settle(ctx, run)
}

// Wake wakes the sleeping run with task id id (a scheduler wake: no run
// wakes it) and runs it on.
func (e *Engine) Wake(ctx context.Context, id string) (*task.Run, error) {
	e.mu.Lock()
	data, ok := e.sleeping[id]
	delete(e.sleeping, id)
	e.mu.Unlock()
	if !ok {
		return nil, fmt.Errorf("wiring: no run %s is sleeping", id)
	}
	var seed task.Seed
	if err := json.Unmarshal(data, &seed); err != nil {
		return nil, fmt.Errorf("wiring: seed of run %s: %w", id, err)
	}
	run, err := e.runner.Wake(ctx, seed, nil)
	if err != nil {
		return nil, err
	}
	return run, e.settle(ctx, run)
}

// Sleeping returns the ids of the sleeping runs, sorted.
func (e *Engine) Sleeping() []string {
	e.mu.Lock()
	defer e.mu.Unlock()
	ids := make([]string, 0, len(e.sleeping))
	for id := range e.sleeping {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return ids
}

// settle checkpoints a sleeping run or teaches from a stopped one.
func (e *Engine) settle(ctx context.Context, run *task.Run) error {
	if run.Status == task.Sleeping {
		seed, err := run.Checkpoint()
		if err != nil {
			return err
		}
		data, err := json.Marshal(seed)
		if err != nil {
			return fmt.Errorf("wiring: checkpoint of run %s: %w", run.Task.ID, err)
		}
		e.mu.Lock()
		e.sleeping[run.Task.ID] = data
		e.mu.Unlock()
		return nil
	}
	if e.teacher != nil {
		e.mu.Lock()
		lt := e.teacher.LessonTask(run)
		e.mu.Unlock()
		lesson := e.runner.Start(ctx, lt)
		if lesson.Status != task.Done {
			return errors.Join(fmt.Errorf("wiring: lesson leg %s: %s", lesson.Task.ID, lesson.Output), run.Err)
		}
	}
	return run.Err
}
