// want package:"summary"

// Package starters starts children through interfaces: a marked interface
// method is a spawn sink whatever implements it; an unmarked one that a
// sink implements is a finding where it is called.
package starters

import "example.com/own/pol"

// Starter starts a child.
type Starter interface {
	//clampvet:spawn
	Start(spec *pol.Spec)
}

// Pool starts children; its Start is a spawn sink.
type Pool struct{}

// Start starts a child.
//
//clampvet:spawn
func (*Pool) Start(spec *pol.Spec) {}

// Launcher is what *Pool implements, unmarked.
type Launcher interface {
	Start(spec *pol.Spec)
}

// Namer has a method of the same name that no sink implements.
type Namer interface {
	Start(name string)
}
