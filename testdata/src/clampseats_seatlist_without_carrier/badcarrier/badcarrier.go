package badcarrier // want package:"declares carrier Carry"

// A carrier whose source cannot be read has its finding; the seat list
// adds none.

type Source struct{ A int }

//clampvet:carrier
func Carry(s *Source) int { return s.A } // want Carry:"unreadable" "carrier Carry parameter has type"

//clampvet:seats
var Seats = []string{"Z"}
