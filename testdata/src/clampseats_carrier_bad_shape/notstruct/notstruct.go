package notstruct

type Source []string

//clampvet:carrier
func Carry(s Source) int { // want `carrier Carry parameter type Source is not a struct \(its underlying type is \[\]string\): expected a named struct type whose fields are the seats`
	return len(s)
}
