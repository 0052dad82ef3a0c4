package runner

import "github.com/sema-agent/policy"

// Start starts a run with a copy of its spec.
//
//clampvet:spawn
func Start(spec policy.TaskSpec) { _ = spec }
