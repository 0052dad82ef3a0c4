package b

import pol "example.com/omits/a"

// Every form of a literal that omits seats, through a renamed import. Only
// multiLine reads every seat it gives from one base, parent: its fix writes
// the omitted seats from parent. The others have no fix (a fix never writes
// a zero value for a person).

func use(...any) {}

func sites(parent pol.Source) {
	oneLine := pol.Source{ReadOnly: true, Tools: 1, Face: "roots", Deny: nil, Limits: nil, Next: nil, Hook: nil, Any: nil, Pair: [2]int{}, Ratio: 0} // want `a.Source literal omits seat Entry: name every seat`

	multiLine := pol.Source{ // want `a.Source literal omits seats Deny, Limits, Next, Hook, Any, Entry, Pair, Ratio: name every seat`
		ReadOnly: parent.ReadOnly,
		Tools:    parent.Tools,
		Face:     parent.Face, // the lane's own face
	}

	empty := pol.Source{} // want `empty a.Source literal: name every seat \(ReadOnly, Tools, Face, Deny, Limits, Next, Hook, Any, Entry, Pair, Ratio\), zero values included`

	emptyMultiLine := pol.Source{ // want `empty a.Source literal`
	}

	pointer := &pol.Source{ReadOnly: true, Tools: 0, Face: "", Deny: nil, Limits: nil, Next: nil, Hook: nil, Any: nil, Entry: pol.Entry{}, Pair: [2]int{1, 2}} // want `a.Source literal omits seat Ratio`

	elided := []pol.Source{
		{ReadOnly: true, Tools: 0, Face: "", Deny: nil, Limits: nil, Next: nil, Hook: nil, Any: nil, Entry: pol.Entry{}, Pair: [2]int{}}, // want `a.Source literal omits seat Ratio`
	}
	elidedPointers := []*pol.Source{{ReadOnly: true, Tools: 0, Face: "", Deny: nil, Limits: nil, Next: nil, Hook: nil, Any: nil, Pair: [2]int{}, Ratio: 1}} // want `a.Source literal omits seat Entry`
	elidedValues := map[string]pol.Source{
		"k": {Face: "roots"}, // want `a.Source literal omits seats ReadOnly, Tools, Deny, Limits, Next, Hook, Any, Entry, Pair, Ratio`
	}

	middle := pol.Source{ // want `a.Source literal omits seats Tools, Face: name every seat`
		ReadOnly: true,
		Deny:     nil,
		Limits:   nil,
		Next:     nil,
		Hook:     nil,
		Any:      nil,
		Entry:    pol.Entry{},
		Pair:     [2]int{},
		Ratio:    0,
	}

	complete := pol.Source{ReadOnly: true, Tools: 0, Face: "", Deny: nil, Limits: nil, Next: nil, Hook: nil, Any: nil, Entry: pol.Entry{}, Pair: [2]int{}, Ratio: 0}

	use(oneLine, multiLine, middle, empty, emptyMultiLine, pointer, elided, elidedPointers, elidedValues, complete)
	use(pol.Carry(complete))
}
