package b

import pol "example.com/discarded/a"

var _ = pol.Carry(pol.Source{A: 1}) // want `result of carrier a.Carry is discarded \(assigned to _\)`

var _, x = pol.Carry(pol.Source{A: 1}), 2 // want `result of carrier a.Carry is discarded \(assigned to _\)`

func apply(pol.Clamps) {}

func sites(s pol.Source, n *int) {
	pol.Carry(s)           // want `result of carrier a.Carry is discarded \(its value is unused\)`
	(pol.Carry(s))         // want `result of carrier a.Carry is discarded \(its value is unused\)`
	_ = pol.Carry(s)       // want `result of carrier a.Carry is discarded \(assigned to _\)`
	_, _ = pol.Carry(s), 1 // want `result of carrier a.Carry is discarded \(assigned to _\)`
	go pol.Carry(s)        // want `result of carrier a.Carry is discarded \(a go statement drops it\)`
	defer pol.Carry(s)     // want `result of carrier a.Carry is discarded \(a defer statement drops it\)`

	// Uses of the result.
	c := pol.Carry(s)
	c.Apply(n)
	pol.Carry(s).Apply(n)
	apply(pol.Carry(s))
	var kept = pol.Carry(s)
	kept.Apply(n)
	_ = x

	// A call through a func value is not followed.
	f := pol.Carry // want `^carrier a.Carry used as a value: call it directly`
	f(s)
}
