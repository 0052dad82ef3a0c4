// want package:"summary"

// Package sink has sinks that take several specs.
package sink

import "example.com/own/pol"

// RunAll starts one child per spec.
//
//clampvet:spawn
func RunAll(specs ...*pol.Spec) {}

// RunEach starts one child per element.
//
//clampvet:spawn
func RunEach(specs [2]pol.Spec) {}

// RunLazy starts a child with the spec mk returns.
//
//clampvet:spawn
func RunLazy(mk func() pol.Spec) {}
