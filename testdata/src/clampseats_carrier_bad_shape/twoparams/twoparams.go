package twoparams

type Source struct{ A int }

//clampvet:carrier
func Carry(a, b Source) int { // want `carrier Carry has 2 parameters: expected one, a source struct of this package`
	return a.A + b.A
}
