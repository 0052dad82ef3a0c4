// want package:"summary"

// Package runner has sinks that take several specs: a variadic, a map,
// and a func that returns the spec to start.
package runner

import "github.com/sema-agent/policy"

// StartAll starts one child per spec.
//
//clampvet:spawn
func StartAll(specs ...policy.TaskSpec) {}

// StartNamed starts one child per entry.
//
//clampvet:spawn
func StartNamed(specs map[string]policy.TaskSpec) {}

// StartLazy starts a child with the spec mk returns.
//
//clampvet:spawn
func StartLazy(mk func() policy.TaskSpec) {}
