package genericfunc

type Source struct{ A int }

//clampvet:carrier
func Carry[T any](s Source) int { // want `carrier Carry is generic: expected a plain func of one source struct of this package`
	return s.A
}
