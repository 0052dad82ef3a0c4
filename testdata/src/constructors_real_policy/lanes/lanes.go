// want package:"summary module=example.com/engine pkgs: example.com/engine/lanes files=lanes.go; example.com/engine/orchestration .*}$"

// Package lanes wires the workflow lane; it reaches the carrier only
// through orchestration.
package lanes

import "example.com/engine/orchestration"

// Workflow is the workflow lane's clamp constructor.
var Workflow = orchestration.WorkflowChildClamps
