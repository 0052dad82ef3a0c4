package embedded // want package:"declares carrier Carry"

type Base struct{ X int }

type Source struct {
	Base
	A int
}

//clampvet:carrier
func Carry(s Source) int { // want Carry:"unreadable" "source Source of carrier Carry embeds Base: expected named fields, one per seat"
	return s.A + s.X
}
