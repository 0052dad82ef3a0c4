package embedded

type Base struct{ X int }

type Source struct {
	Base
	A int
}

//clampvet:carrier
func Carry(s Source) int { // want "source Source of carrier Carry embeds Base: expected named fields, one per seat"
	return s.A + s.X
}
