package runner

import "github.com/sema-agent/policy"

// Service starts a child; the marked method is a spawn sink whatever
// implements it.
type Service interface {
	//clampvet:spawn
	Spawn(spec policy.TaskSpec) error
}

// Engine starts children; its Spawn is a spawn sink.
type Engine struct{}

// Spawn starts a child.
//
//clampvet:spawn
func (Engine) Spawn(spec policy.TaskSpec) error { return nil }
