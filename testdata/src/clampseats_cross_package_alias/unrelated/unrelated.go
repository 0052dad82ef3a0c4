package unrelated

// A package that imports nothing that takes part exports no fact and
// reports nothing, whatever it builds.

type Source struct {
	ReadOnly bool
	Face     string
}

var partial = Source{ReadOnly: true}

var zero Source
