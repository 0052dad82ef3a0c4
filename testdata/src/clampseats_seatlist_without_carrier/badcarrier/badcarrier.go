package badcarrier

// A carrier whose source cannot be read has its finding; the seat list
// adds none.

type Source struct{ A int }

//clampvet:carrier
func Carry(s *Source) int { return s.A } // want "carrier Carry parameter has type"

//clampvet:seats
var Seats = []string{"Z"}
