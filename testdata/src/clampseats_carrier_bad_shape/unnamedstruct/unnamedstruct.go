package unnamedstruct // want package:"declares carrier Carry"

//clampvet:carrier
func Carry(s struct{ A int }) { // want Carry:"carrier with an unreadable source, without results" `carrier Carry parameter has type struct\{A int\}: expected a named struct type`
	_ = s.A
}
