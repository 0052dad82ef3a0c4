// want package:"summary"

// Package wiring registers the tables and starts children through them:
// a spec a call through a constructor table returns is clamped; the
// table must stay the literal it was declared with.
package wiring

import (
	"example.com/own/lanes"
	"example.com/own/pol"
	"example.com/own/sink"
)

//clampvet:registry
var Rows = []string{ // want `^Steps calls a carrier: add its row "lanes/lanes.go#Steps" to Rows$`
	"lanes/lanes.go#Legs",
	"lanes/lanes.go#Kit",
	"lanes/lanes.go#Nested",
}

// Fixer starts a child from one entry.
func Fixer(parent pol.Spec) {
	c := lanes.Legs["fixer"](parent)
	sink.Run(&c)
}

// Picked reads the entry with comma-ok first.
func Picked(parent pol.Spec, name string) {
	b, ok := lanes.Legs[name]
	if !ok {
		return
	}
	c := b(parent)
	sink.Run(&c)
}

// All fans out over a slice table.
func All(parent pol.Spec) {
	for _, b := range lanes.Steps {
		c := b(parent)
		sink.Run(&c)
	}
}

// Every fans out over a map table.
func Every(parent pol.Spec) {
	for _, b := range lanes.Legs {
		c := b(parent)
		sink.Run(&c)
	}
}

// Built starts a child from a struct table and a table of tables.
func Built(parent pol.Spec) {
	c := lanes.Kit.Build(parent)
	sink.Run(&c)
	d := lanes.Nested["pair"][1](parent)
	sink.Run(&d)
}

// Counted reads the table's size and takes an entry out: neither puts a
// func in it.
func Counted() int {
	delete(lanes.Legs, "loose")
	return len(lanes.Legs) + len(lanes.Steps)
}

// Widened writes a seat of what an entry returned, before the start.
func Widened(parent pol.Spec) {
	c := lanes.Legs["fixer"](parent)
	c.ReadOnly = false // want `^spec reaching sink.Run is written after its clamps \(seat ReadOnly\): write it first$`
	sink.Run(&c)
}

// Unknown starts a child from a table of funcs that call no carrier.
func Unknown(parent pol.Spec) {
	c := lanes.Loose["any"](parent) // want `^spec reaching sink.Run is a result of table lanes.Loose, not known clean`
	sink.Run(&c)
}

// Either picks an entry of one of two constructor tables.
func Either(parent pol.Spec, ordered bool) {
	b := lanes.Legs["fixer"]
	if ordered {
		b = lanes.Steps[0]
	}
	c := b(parent)
	sink.Run(&c)
}

// EitherLoose picks an entry of a constructor table or of a loose one.
func EitherLoose(parent pol.Spec, loose bool) {
	b := lanes.Loose["any"]
	if !loose {
		b = lanes.Legs["fixer"]
	}
	c := b(parent) // want `^spec reaching sink.Run is a result of table lanes.Loose, not known clean`
	sink.Run(&c)
}

// register takes a table as a value: it could put any func in it.
func register(m map[string]lanes.Builder) {}

func init() {
	lanes.Legs["extra"] = func(p pol.Spec) pol.Spec { return p } // want `^constructor table lanes.Legs has an entry assigned: keep it as declared$`
	lanes.Steps = nil                                            // want `^constructor table lanes.Steps is reassigned`
	p := &lanes.Steps[0]                                         // want `^constructor table lanes.Steps has an entry's address taken`
	_ = p
	register(lanes.Legs) // want `^constructor table lanes.Legs is used as a value`
	s := lanes.Steps[1:] // want `^constructor table lanes.Steps is used as a value`
	_ = s
	lanes.Nested["pair"][0] = nil // want `^constructor table lanes.Nested has an entry assigned`
	var others []lanes.Builder
	for _, lanes.Steps[0] = range others { // want `^constructor table lanes.Steps has an entry assigned`
	}
}
