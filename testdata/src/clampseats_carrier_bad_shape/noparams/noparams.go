package noparams

//clampvet:carrier
func Carry() int { // want `carrier Carry has 0 parameters: expected one, a source struct of this package`
	return 0
}
