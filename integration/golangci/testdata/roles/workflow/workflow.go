// Package workflow builds the specs of workflow steps. The wiring package
// reaches it only through agents' importers, never by name, so a registry
// row for it needs facts that travel through other packages.
package workflow

import "example.com/gcltarget/clamp"

// StepSpec builds the spec of one workflow step; a workflow lane has no
// deny list of its own: it carries its parent's.
var StepSpec = func(parent clamp.Spec) clamp.Spec {
	spec := clamp.Spec{MaxTurns: 8}
	clamp.Carry(clamp.Source{
		ReadOnly: parent.ReadOnly,
		ReadFace: parent.ReadFace,
		Deny:     parent.Deny,
	}).Apply(&spec)
	return spec
}
