package blank

// A parameter named _ cannot be read: every seat is unread.

type Source struct {
	A bool
}

//clampvet:carrier
func Carry(_ Source) int { // want "carrier Carry does not read seat A: its source parameter is named _; name it and read each seat"
	return 0
}
