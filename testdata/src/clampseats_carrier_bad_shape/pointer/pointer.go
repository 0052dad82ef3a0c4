package pointer

type Source struct{ A int }

//clampvet:carrier
func Carry(s *Source) int { // want `carrier Carry parameter has type \*Source: expected a named struct type declared in package example.com/badshape/pointer \(not a pointer, slice, map, interface or unnamed struct\)`
	return s.A
}
