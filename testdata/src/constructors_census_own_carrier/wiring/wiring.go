// want package:"summary"

// Package wiring registers the constructors and starts runs.
package wiring

import (
	"example.com/own/lanes"
	"example.com/own/pol"
	"example.com/own/roots"
	"example.com/own/sink"
)

//clampvet:registry
var Rows = []string{"lanes/lanes.go#Child"} // want `own calls a carrier: add its row "wiring/wiring.go#own" to Rows`

// store is where someone persisted a spec.
var store = map[string]*pol.Spec{}

func Start(parent pol.Spec) {
	root := roots.Default()
	sink.Run(&root)
	sink.Through(lanes.Wrapped(parent))
	c := lanes.Child(parent)
	sink.Through(&c)
	sink.Run(&pol.Spec{Turns: 1}) // want `spec reaching sink.Run is a spec literal`
	sink.Through(store["x"])      // want `spec reaching sink.Through is a lookup in a map not built in view`
}

// own applies the carrier itself but is not registered.
func own(parent pol.Spec) pol.Spec {
	return pol.Carry(pol.Source{ReadOnly: parent.ReadOnly})
}

// ByLane starts a lane's child from a map of constructor results: a miss
// is the zero spec, so it must be ruled out before the spec is used.
func ByLane(parent pol.Spec, lane string) {
	byLane := map[string]pol.Spec{"a": lanes.Child(parent)}
	if spec, ok := byLane[lane]; ok {
		sink.Run(&spec)
	}
	spec, _ := byLane[lane] // want `^spec reaching sink.Run is a map lookup: use a constructor$`
	sink.Run(&spec)
}
