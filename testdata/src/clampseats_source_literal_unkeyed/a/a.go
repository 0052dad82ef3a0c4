package a // want package:"declares carrier Carry"

type Source struct { // want Source:"seats ReadOnly, Face, Max"
	ReadOnly bool
	Face     string
	Max      int
}

//clampvet:carrier
func Carry(s Source) int { // want Carry:"carrier of"
	if s.ReadOnly {
		return s.Max + len(s.Face)
	}
	return 0
}
