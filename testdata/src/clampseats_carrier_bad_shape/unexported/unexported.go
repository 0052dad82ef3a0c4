package unexported

type Source struct {
	A int
	b int
}

//clampvet:carrier
func Carry(s Source) int { // want "exported source Source of carrier Carry has unexported seat b: other packages cannot name it in a keyed literal; export the field"
	return s.A + s.b
}
