package twoparams

type Source struct{ A int }

//clampvet:carrier
func Carry(a, b Source) int { // want "carrier Carry has 2 parameters: expected exactly one, a named struct type declared in package example.com/badshape/twoparams whose fields are the seats"
	return a.A + b.A
}
