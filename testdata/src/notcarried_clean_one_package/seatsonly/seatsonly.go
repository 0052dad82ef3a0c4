package seatsonly

// A role this analyzer does not own, with no participating import: the
// package takes no part here, so it exports no fact and reports nothing.

//clampvet:seats
var Seats = []string{"HandsReadOnly"}
