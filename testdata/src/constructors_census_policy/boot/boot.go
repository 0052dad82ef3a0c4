// want package:"summary"

// Package boot builds the spec of a root run.
package boot

import "github.com/sema-agent/policy"

// RootSpec is the deployment's root spec: no parent, no clamps to carry.
//
//clampvet:root
func RootSpec(turns int) policy.TaskSpec {
	return policy.TaskSpec{MaxTurns: turns, HandsReadOnly: true}
}
