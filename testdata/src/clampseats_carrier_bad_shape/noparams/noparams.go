package noparams // want package:"declares carrier Carry"

//clampvet:carrier
func Carry() int { // want Carry:"unreadable" "carrier Carry has 0 parameters: expected exactly one"
	return 0
}
