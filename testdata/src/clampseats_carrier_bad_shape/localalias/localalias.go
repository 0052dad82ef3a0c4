package localalias

// An alias of a struct declared in the carrier's package is that struct.

type Source struct{ A int }

type Alias = Source

//clampvet:carrier
func Carry(s Alias) int {
	return s.A
}

var c = Carry(Alias{A: 1})

var _ = Alias{} // want `empty Source literal: name every seat \(A\), zero values included`
