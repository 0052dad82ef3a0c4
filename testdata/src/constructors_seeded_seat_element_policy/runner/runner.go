// want package:".*"

// Package runner starts children from the constructors of agents: an
// element of the slice seat written between the constructor and the
// start is a finding at the write; an element of a slice field that is
// no seat is not.
package runner

import (
	"example.com/engine/agents"
	"github.com/sema-agent/policy"
)

// Start starts a child run.
//
//clampvet:spawn
func Start(spec *policy.TaskSpec) {}

// Widened clears a deny pattern before the child starts.
func Widened(p policy.TaskSpec) {
	c := agents.DenyBefore(p)
	c.ReadDenyPatterns[0] = policy.ReadDenyEntry{} // want `^spec reaching Start is written after its clamps \(seat ReadDenyPatterns\): write it first$`
	Start(&c)
}

// Allowed writes an element of a slice field that is no seat.
func Allowed(p policy.TaskSpec) {
	c := agents.AllowedAfter(p)
	c.AllowedTools[0] = "write"
	Start(&c)
}
