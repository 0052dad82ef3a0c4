package foreignalias

import "example.com/badshape/other"

// Local names another package's type: the source would be declared there.
type Local = other.Source

//clampvet:carrier
func Carry(s Local) int { // want "carrier Carry parameter type Local is an alias of example.com/badshape/other.Source, declared in another package: expected a named struct type declared in package example.com/badshape/foreignalias"
	return s.A
}
