// want package:"summary"

// Package lanes builds child specs with the own carrier.
package lanes

import "example.com/own/pol"

// Child is a registered constructor.
func Child(parent pol.Spec) pol.Spec {
	return pol.Tighten(pol.Spec{Turns: 3}, pol.Carry(pol.Source{ReadOnly: parent.ReadOnly, Deny: parent.Deny}))
}
