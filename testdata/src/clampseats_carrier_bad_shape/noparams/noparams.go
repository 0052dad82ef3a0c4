package noparams

//clampvet:carrier
func Carry() int { // want "carrier Carry has 0 parameters: expected exactly one"
	return 0
}
