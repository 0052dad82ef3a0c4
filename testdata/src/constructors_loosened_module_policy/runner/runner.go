// want package:"summary"

// Package runner starts children.
package runner

import "github.com/sema-agent/policy"

// Start starts a child.
//
//clampvet:spawn
func Start(spec policy.TaskSpec) {}
