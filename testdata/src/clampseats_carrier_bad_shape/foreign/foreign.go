package foreign

import "example.com/badshape/other"

//clampvet:carrier
func Carry(s other.Source) int { // want `carrier Carry parameter type other.Source is declared in another package: declare the source here`
	return s.A
}
