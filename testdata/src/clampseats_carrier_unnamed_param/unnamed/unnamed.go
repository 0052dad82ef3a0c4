package unnamed // want package:"clampseats: declares carrier Carry"

// An unnamed parameter cannot be read: every seat is unread.

type Source struct { // want Source:"seats A, B"
	A bool
	B string
}

//clampvet:carrier
func Carry(Source) int { // want Carry:"carrier of" "carrier Carry does not read seat A: its source parameter is unnamed; name it and read each seat" "carrier Carry does not read seat B: its source parameter is unnamed"
	return 0
}
