package variadic

type Source struct{ A int }

//clampvet:carrier
func Carry(s ...Source) int { // want `carrier Carry has a variadic parameter: expected one, a source struct of this package`
	return len(s)
}
