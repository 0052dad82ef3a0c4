package generictype // want package:"declares carrier Carry"

type Source[T any] struct{ A T }

//clampvet:carrier
func Carry(s Source[int]) int { // want Carry:"unreadable" `carrier Carry parameter type Source\[int\] is generic: expected a non-generic named struct type`
	return s.A
}
