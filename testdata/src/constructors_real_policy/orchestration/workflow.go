// want package:"summary module=example.com/engine pkgs: example.com/engine/orchestration files=workflow.go decls=WorkflowChildClamps:func:workflow.go:carrier}$"

// Package orchestration builds the workflow lane's child clamps.
package orchestration

import "github.com/sema-agent/policy"

// WorkflowChildClamps returns the clamps a workflow step's child runs
// under.
func WorkflowChildClamps(parent policy.TaskSpec) policy.Clamps {
	return policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    parent.HandsReadOnly,
		InteractiveTools: parent.InteractiveTools,
		ReadFace:         parent.ReadFace,
		WriteFace:        parent.WriteFace,
		ReadDenyPatterns: parent.ReadDenyPatterns,
	})
}
