package genericfunc

type Source struct{ A int }

//clampvet:carrier
func Carry[T any](s Source) int { // want "carrier Carry is generic: expected a plain func whose one parameter is a named struct type declared in package example.com/badshape/genericfunc"
	return s.A
}
