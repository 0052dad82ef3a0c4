package nofields // want package:"declares carrier Carry"

type Source struct{}

//clampvet:carrier
func Carry(s Source) int { // want Carry:"unreadable" "source Source of carrier Carry has no fields: expected one field per seat"
	return 0
}
