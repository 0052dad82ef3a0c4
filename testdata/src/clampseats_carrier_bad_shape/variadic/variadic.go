package variadic

type Source struct{ A int }

//clampvet:carrier
func Carry(s ...Source) int { // want "carrier Carry has a variadic parameter: expected one parameter of a named struct type declared in package example.com/badshape/variadic"
	return len(s)
}
