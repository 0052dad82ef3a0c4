package unexported

type Source struct {
	A int
	b int
}

//clampvet:carrier
func Carry(s Source) int { // want `exported source Source of carrier Carry has unexported seat b: export the field`
	return s.A + s.b
}
