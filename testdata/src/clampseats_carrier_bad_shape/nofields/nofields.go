package nofields

type Source struct{}

//clampvet:carrier
func Carry(s Source) int { // want "source Source of carrier Carry has no fields: expected one field per seat"
	return 0
}
