// want package:"summary"

// Package lanes builds child specs with the own carrier.
package lanes

import "example.com/own/pol"

// Child is a registered constructor.
func Child(parent pol.Spec) pol.Spec {
	return pol.Tighten(pol.Spec{Turns: 3}, pol.Carry(pol.Source{ReadOnly: parent.ReadOnly, Deny: parent.Deny}))
}

// Paired is a registered constructor var that also widens the sibling
// spec it is handed: its output is clamped, the sibling is not.
var Paired = func(parent pol.Spec, sibling *pol.Spec) pol.Spec {
	sibling.Deny = nil
	return pol.Tighten(pol.Spec{Turns: 2}, pol.Carry(pol.Source{ReadOnly: parent.ReadOnly, Deny: parent.Deny}))
}

// Widened builds a child from the constructor and clears its deny rules
// before returning it: whoever starts it starts a loosened spec.
func Widened(parent pol.Spec) pol.Spec {
	c := Child(parent)
	c.Deny = nil
	return c
}

// Budgeted sizes a child's budget before returning it: no seat.
func Budgeted(parent pol.Spec) pol.Spec {
	c := Child(parent)
	c.Turns = 1
	return c
}
