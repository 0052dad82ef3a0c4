// Package bot is minibot: a root run that delegates sub-tasks and has
// their results reviewed.
package bot

import (
	"context"
	"fmt"
	"sync"

	"example.com/minibot/lanes"
	"example.com/minibot/run"
	"example.com/minibot/spec"
)

// Config is how a deployment restricts every run.
type Config struct {
	Tools     []string
	ReadOnly  bool
	NoNetwork bool
}

// Bot runs goals under a deployment's restrictions.
type Bot struct {
	Config Config
	Runner *run.Runner
}

// rootSpec is the spec of a goal a person submitted: it has no parent.
//
//clampvet:root
func (b *Bot) rootSpec() spec.Spec {
	return spec.Spec{Tools: b.Config.Tools, ReadOnly: b.Config.ReadOnly, NoNetwork: b.Config.NoNetwork, MaxSteps: 50}
}

// Submit runs goal, delegates its sub-goals and reviews them in parallel.
func (b *Bot) Submit(ctx context.Context, goal string, subgoals []string) error {
	rootSpec := b.rootSpec() // keep the spec in a local: the children are built from it
	if err := b.Runner.Start(ctx, &run.Task{ID: "root", Goal: goal, Spec: rootSpec}); err != nil {
		return err
	}
	for i, g := range subgoals {
		child := &run.Task{ID: fmt.Sprintf("delegate-%d", i), Goal: g, Spec: lanes.Delegate(rootSpec, []string{"read_file"})}
		if err := b.Runner.Start(ctx, child); err != nil {
			return err
		}
	}
	// Reviewers run in parallel. Each goroutine builds its own spec from
	// the parent's (a spec built outside and captured by the func literal
	// would do as well, as long as nothing writes it after the literal is
	// made).
	var wg sync.WaitGroup
	errs := make([]error, len(subgoals))
	for i, g := range subgoals {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rev := &run.Task{ID: fmt.Sprintf("review-%d", i), Goal: "review " + g, Spec: lanes.Reviewer(rootSpec)}
			errs[i] = b.Runner.Start(ctx, rev)
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}
