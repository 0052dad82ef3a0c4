package blankfield

type Source struct {
	_ int
	A int
}

//clampvet:carrier
func Carry(s Source) int { // want `source Source of carrier Carry has a blank field: name every field, one per seat`
	return s.A
}
