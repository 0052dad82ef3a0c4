// Package lanes builds the specs of child runs from their parent's spec.
package lanes

import "example.com/minibot/spec"

// Constructors lists every function that calls the carrier. It sits in the
// constructors' own package; a wiring package that imports them would do
// as well.
//
//clampvet:registry
var Constructors = []string{
	"lanes/lanes.go#Delegate",
	"lanes/lanes.go#Reviewer",
}

// Delegate is the spec of a sub-task that may use only the tools it asks
// for, and never more than its parent.
func Delegate(parent spec.Spec, tools []string) spec.Spec {
	child := spec.Spec{Tools: tools, MaxSteps: 20} // the lane's own values first
	spec.Carry(spec.Source{                        // then the parent's clamps
		Tools:     parent.Tools,
		ReadOnly:  parent.ReadOnly,
		NoNetwork: parent.NoNetwork,
	}).Apply(&child)
	return child
}

// Reviewer is the spec of a reviewer: read-only, offline, whatever its
// parent may do.
func Reviewer(parent spec.Spec) spec.Spec {
	child := spec.Spec{ReadOnly: true, NoNetwork: true, MaxSteps: 5}
	spec.Carry(spec.From(parent)).Apply(&child)
	return child
}
