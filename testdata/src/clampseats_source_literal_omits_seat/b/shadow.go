package b

import pol "example.com/omits/a"

// Src lets a function where the import name is shadowed still write a
// source literal; its seats are written as literals, not read from one
// base, so no fix is offered.
type Src = pol.Source

func shadowed() {
	pol := 1
	_ = pol
	_ = []Src{{ReadOnly: true, Tools: 0, Face: "", Deny: nil, Limits: nil, Next: nil, Hook: nil, Any: nil, Pair: [2]int{}, Ratio: 0}} // want `a.Source literal omits seat Entry`
}
