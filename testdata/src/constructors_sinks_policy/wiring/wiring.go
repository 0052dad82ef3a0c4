// want package:"summary"

// Package wiring registers the constructor and starts children through
// sinks that take several specs: every element is checked.
package wiring

import (
	"example.com/engine/agents"
	"example.com/engine/runner"
	"github.com/sema-agent/policy"
)

//clampvet:registry
var Constructors = []string{"agents/agents.go#ChildSpec"}

// Good hands on constructed specs only.
func Good(p policy.TaskSpec) {
	runner.StartAll(agents.ChildSpec(p), agents.ChildSpec(p))
	runner.StartNamed(map[string]policy.TaskSpec{"a": agents.ChildSpec(p)})
	runner.StartLazy(func() policy.TaskSpec { return agents.ChildSpec(p) })
}

// BadVariadic hands a literal among constructed specs.
func BadVariadic(p policy.TaskSpec) {
	runner.StartAll(agents.ChildSpec(p), policy.TaskSpec{MaxTurns: 1}) // want `^spec reaching runner.StartAll is a spec literal: use a constructor$`
}

// BadMap hands a literal in a map.
func BadMap() {
	runner.StartNamed(map[string]policy.TaskSpec{"a": {MaxTurns: 2}}) // want `^spec reaching runner.StartNamed is a spec literal: use a constructor$`
}

// BadLazy hands a func that returns the zero spec.
func BadLazy() {
	runner.StartLazy(func() policy.TaskSpec { return policy.TaskSpec{} }) // want `^spec reaching runner.StartLazy is the zero spec: use a constructor$`
}

// launcher is what runner.Engine implements, unmarked, declared away from it.
type launcher interface {
	Spawn(spec policy.TaskSpec) error
}

// ThroughService starts children through the marked interface method.
func ThroughService(s runner.Service, p policy.TaskSpec) {
	_ = s.Spawn(agents.ChildSpec(p))
	_ = s.Spawn(policy.TaskSpec{MaxTurns: 1}) // want `^spec reaching runner.Service.Spawn is a spec literal: use a constructor$`
}

// ThroughLauncher starts a child through an interface a sink of another
// package implements.
func ThroughLauncher(l launcher, p policy.TaskSpec) {
	_ = l.Spawn(agents.ChildSpec(p)) // want `^call through launcher.Spawn may start a child: mark the method a spawn sink$`
}
