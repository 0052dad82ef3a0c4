package foreign

import "example.com/badshape/other"

//clampvet:carrier
func Carry(s other.Source) int { // want "carrier Carry parameter type example.com/badshape/other.Source is declared in another package: expected a named struct type declared in package example.com/badshape/foreign"
	return s.A
}
