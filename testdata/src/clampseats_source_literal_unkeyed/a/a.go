package a

type Source struct {
	ReadOnly bool
	Face     string
	Max      int
}

//clampvet:carrier
func Carry(s Source) int {
	if s.ReadOnly {
		return s.Max + len(s.Face)
	}
	return 0
}
