package closed

// Source is read through the carrier; the seat list is a closed array
// literal of its length, which reads exactly like a []string literal.
type Source struct {
	HandsReadOnly    bool
	InteractiveTools int
	ReadFace         string
	WriteFace        string
	ReadDenyPatterns []string
}

//clampvet:carrier
func Carry(s Source) int {
	n := s.InteractiveTools + len(s.ReadFace) + len(s.WriteFace) + len(s.ReadDenyPatterns)
	if s.HandsReadOnly {
		n++
	}
	return n
}

//clampvet:seats
var Seats = [5]string{"HandsReadOnly", "InteractiveTools", "ReadFace", "WriteFace", "ReadDenyPatterns"}
