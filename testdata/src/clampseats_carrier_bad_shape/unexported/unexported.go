package unexported // want package:"declares carrier Carry"

type Source struct {
	A int
	b int
}

//clampvet:carrier
func Carry(s Source) int { // want Carry:"unreadable" "exported source Source of carrier Carry has unexported seat b: other packages cannot name it in a keyed literal; export the field"
	return s.A + s.b
}
