package wiring // want package:".*"

import (
	"example.com/engine/agents"
	"example.com/engine/policy"
)

// Swap replaces a constructor of another package.
func Swap() {
	agents.Build = func(p policy.Spec) policy.Spec { return p } // want `^constructor var agents.Build is reassigned`
	ptr := &agents.Build                                        // want `^constructor var agents.Build has its address taken`
	_ = ptr
}
