package plain

// No directive and no import that takes part: the analyzer returns at once.

type Spec struct{ A, B int }

var partial = Spec{A: 1}
