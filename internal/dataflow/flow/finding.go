package flow

import "go/token"

// Finding is one fault the rules found in a function.
type Finding struct {
	Pos, End token.Pos // the node at fault: the write, the return, the call
	Message  string    // lower case, names the seat or origin and the expected shape
	// Kind is the finding's kind (package internal/kinds), which the
	// analyzer reports as the diagnostic's Category: set where the
	// finding is made, since only there is its cause known.
	Kind    string
	Related []Related // the application, the carrier call, the write: for showing the path
}

// Related is a position that explains a finding.
type Related struct {
	Pos  token.Pos
	What string // "application", "carrier call", "write", "hand-on", "source", "literal", "built", or a step's own words
	// After, for a place in another function (inside the helper a source
	// comes from), is the related place of the finding's own function
	// whose step it follows: the path goes into the helper there.
	After token.Pos
}
