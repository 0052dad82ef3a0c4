package a // want package:"declares carrier Carry"

type Source struct { // want Source:"seats A, B"
	A int
	B string
}

//clampvet:carrier
func Carry(s Source) int { return s.A + len(s.B) } // want Carry:"carrier of"

// In the source's own package too.
var zero Source // want "var zero declares a zero Source that names no seat: initialize it with keyed Source literals naming every seat"
