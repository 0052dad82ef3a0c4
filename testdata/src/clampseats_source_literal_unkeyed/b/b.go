package b

import "example.com/unkeyed/a"

// An unkeyed literal gives every seat, but by position: adding a seat in
// the middle would shift meanings silently. The fix names each seat.

var one = a.Carry(a.Source{true, "roots", 3}) // want `unkeyed a.Source literal: name every seat with its key \(ReadOnly, Face, Max\)`

var many = []a.Source{
	{false, "", 0}, // want `unkeyed a.Source literal`
	{ // want `unkeyed a.Source literal`
		true,
		"host",
		1,
	},
}
