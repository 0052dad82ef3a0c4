package localalias // want package:"declares carrier Carry"

// An alias of a struct declared in the carrier's package is that struct.

type Source struct{ A int } // want Source:"seats A"

type Alias = Source

//clampvet:carrier
func Carry(s Alias) int { // want Carry:"carrier of example.com/badshape/localalias.Source \\(seats A\\), with results"
	return s.A
}

var c = Carry(Alias{A: 1})

var _ = Alias{} // want `empty Source literal: name every seat \(A\), writing the zero value where this lane has none`
