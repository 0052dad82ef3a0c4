// want package:"summary"

// Package wiring registers the constructor and starts children through
// sinks that take several specs: every element is checked.
package wiring

import (
	"example.com/own/lanes"
	"example.com/own/pol"
	"example.com/own/sink"
	"example.com/own/starters"
)

//clampvet:registry
var Rows = []string{"lanes/lanes.go#Child"}

// Good hands on constructed specs only.
func Good(p pol.Spec) {
	a, b := lanes.Child(p), lanes.Child(p)
	sink.RunAll(&a, &b)
	sink.RunEach([2]pol.Spec{lanes.Child(p), lanes.Child(p)})
	sink.RunLazy(func() pol.Spec { return lanes.Child(p) })
}

// BadVariadic hands a literal among constructed specs.
func BadVariadic(p pol.Spec) {
	a := lanes.Child(p)
	sink.RunAll(&a, &pol.Spec{Turns: 1}) // want `^spec reaching sink.RunAll is a spec literal: use a constructor$`
}

// BadArray hands a literal in an array.
func BadArray(p pol.Spec) {
	sink.RunEach([2]pol.Spec{lanes.Child(p), {Turns: 2}}) // want `^spec reaching sink.RunEach is a spec literal: use a constructor$`
}

// BadLazy hands a func that returns a literal.
func BadLazy() {
	sink.RunLazy(func() pol.Spec { return pol.Spec{Turns: 3} }) // want `^spec reaching sink.RunLazy is a spec literal: use a constructor$`
}

// Through starts children through the marked interface method.
func Through(s starters.Starter, parent pol.Spec) {
	c := lanes.Child(parent)
	s.Start(&c)
	s.Start(&pol.Spec{}) // want `^spec reaching starters.Starter.Start is a spec literal: use a constructor$`
}

// ThroughUnmarked starts a child through an interface a sink implements.
func ThroughUnmarked(l starters.Launcher, n starters.Namer, parent pol.Spec) {
	c := lanes.Child(parent)
	l.Start(&c) // want `^call through starters.Launcher.Start may start a child: mark the method a spawn sink$`
	n.Start("no sink implements this")
}
