package generictype

type Source[T any] struct{ A T }

//clampvet:carrier
func Carry(s Source[int]) int { // want `carrier Carry parameter type Source\[int\] is generic: expected a non-generic struct type`
	return s.A
}
