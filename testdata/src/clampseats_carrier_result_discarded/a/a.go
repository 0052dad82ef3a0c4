package a

type Source struct{ A int }

type Clamps struct{ n int }

// Apply uses the clamps.
func (c Clamps) Apply(n *int) { *n += c.n }

//clampvet:carrier
func Carry(s Source) Clamps { return Clamps{n: s.A} }

func local() {
	Carry(Source{A: 1}) // want `result of carrier Carry is discarded \(its value is unused\): use it, or its seats are lost`
}
