// Package lanes is a package of another module whose path lies under the
// engine's: its path alone would name it by a row ("vendored/lanes/..."),
// but its module is not the registry's, so the registry must not list it.
package lanes

import "github.com/sema-agent/policy"

// Child calls the carrier: a constructor of its own module.
func Child(parent policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{MaxTurns: 2}
	policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    parent.HandsReadOnly,
		InteractiveTools: parent.InteractiveTools,
		ReadFace:         parent.ReadFace,
		WriteFace:        parent.WriteFace,
		ReadDenyPatterns: parent.ReadDenyPatterns,
	}).Apply(&spec)
	return spec
}
