package pointer

type Source struct{ A int }

//clampvet:carrier
func Carry(s *Source) int { // want `carrier Carry parameter has type \*Source: expected a named struct of this package`
	return s.A
}
