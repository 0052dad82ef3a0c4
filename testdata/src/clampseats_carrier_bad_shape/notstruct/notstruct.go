package notstruct

type Source []string

//clampvet:carrier
func Carry(s Source) int { // want `carrier Carry parameter type Source is not a struct but \[\]string: expected a struct of seats`
	return len(s)
}
