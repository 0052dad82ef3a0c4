package flow

import "golang.org/x/tools/go/ssa"

// The census (package internal/dataflow/census) asks the dataflow whether a spec
// value met on its way to a spawn sink is clamped where it is used, so that
// a spec clamped in place (a same-package applier such as a workflow step's
// clamp helper, given the spec's address) counts as coming from the
// registry. These entry points answer with the checker's memo and report
// nothing: the Reach rule owns the findings of the functions they read.

// IsClamped reports whether the spec value v of fn (a T) is clamped on
// every path: carrier-derived, the load of a location the clamps reached on
// every path to the load, a tighten call with a derived or clamped operand,
// or the result of a same-package function whose every return is clamped.
func (c *Checker) IsClamped(fn *ssa.Function, v ssa.Value) bool {
	if fn == nil || fn.Blocks == nil || c.roles.Spec == nil || !c.roles.isSpec(v.Type()) {
		return false
	}
	return c.newRun(fn).clampedValue(v, nil).ok
}

// ClampedBefore reports whether the location o of fn (a local spec variable
// or a *T parameter) is clamped on every path to instr.
func (c *Checker) ClampedBefore(fn *ssa.Function, o ssa.Value, instr ssa.Instruction) bool {
	if fn == nil || fn.Blocks == nil || c.roles.Spec == nil || !c.roles.isSpecPtr(o.Type()) {
		return false
	}
	return c.newRun(fn).stateBefore(o, instr).must
}
