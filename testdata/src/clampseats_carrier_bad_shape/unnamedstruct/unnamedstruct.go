package unnamedstruct

//clampvet:carrier
func Carry(s struct{ A int }) { // want `carrier Carry parameter has type struct\{A int\}: expected a named struct of this package`
	_ = s.A
}
