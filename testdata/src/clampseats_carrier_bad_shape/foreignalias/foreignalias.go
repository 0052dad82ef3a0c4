package foreignalias

import "example.com/badshape/other"

// Local names another package's type: the source would be declared there.
type Local = other.Source

//clampvet:carrier
func Carry(s Local) int { // want `carrier Carry parameter type Local aliases other.Source of another package: declare the source here`
	return s.A
}
