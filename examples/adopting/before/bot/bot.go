// Package bot is minibot before adopting clampvet: each child run is
// configured by hand from its parent's configuration, and nothing says
// which fields must travel.
package bot

import (
	"context"
	"fmt"
)

// Config is what a run may do. Tools nil means every tool.
type Config struct {
	Tools     []string
	ReadOnly  bool
	NoNetwork bool
	MaxSteps  int
}

// Bot runs goals under a deployment's configuration.
type Bot struct {
	Config Config
	Log    []string
}

func (b *Bot) start(_ context.Context, id, goal string, c Config) {
	b.Log = append(b.Log, fmt.Sprintf("%s: %s %+v", id, goal, c))
}

// Submit runs goal, delegates its sub-goals and has them reviewed.
func (b *Bot) Submit(ctx context.Context, goal string, subgoals []string) {
	b.start(ctx, "root", goal, b.Config)
	for i, g := range subgoals {
		// The delegate copies what its author remembered: NoNetwork is lost.
		b.start(ctx, fmt.Sprintf("delegate-%d", i), g, Config{Tools: []string{"read_file"}, ReadOnly: b.Config.ReadOnly, MaxSteps: 20})
		// The reviewer starts from nothing: nil Tools, every tool.
		b.start(ctx, fmt.Sprintf("review-%d", i), "review "+g, Config{ReadOnly: true, MaxSteps: 5})
	}
}
