package unnamed

// An unnamed parameter cannot be read: every seat is unread.

type Source struct {
	A bool
	B string
}

//clampvet:carrier
func Carry(Source) int { // want "carrier Carry does not read seat A: its source parameter is unnamed; name it and read each seat" "carrier Carry does not read seat B: its source parameter is unnamed"
	return 0
}
