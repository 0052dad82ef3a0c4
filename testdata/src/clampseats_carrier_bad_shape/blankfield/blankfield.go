package blankfield

type Source struct {
	_ int
	A int
}

//clampvet:carrier
func Carry(s Source) int { // want `source Source of carrier Carry has a blank field: expected named fields, one per seat \(a keyed literal cannot name _\)`
	return s.A
}
