// Package lanes is another module's constructors: Open unsets a seat after
// its clamps (a finding in its own module), Shut does not.
package lanes

import "example.com/lanes/pol"

// Open clamps the spec, then opens it.
func Open(parent pol.Spec) pol.Spec {
	var s pol.Spec
	pol.Carry(pol.Source{ReadOnly: parent.ReadOnly}).Apply(&s)
	s.ReadOnly = false
	return s
}

// Shut clamps the spec last.
func Shut(parent pol.Spec) pol.Spec {
	s := pol.Spec{Turns: 1}
	pol.Carry(pol.Source{ReadOnly: parent.ReadOnly}).Apply(&s)
	return s
}
