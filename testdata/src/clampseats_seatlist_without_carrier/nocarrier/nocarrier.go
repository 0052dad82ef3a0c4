package nocarrier

// A seat list with nothing to compare with.

//clampvet:seats
var Seats = []string{"A"} // want `seat list Seats has no carrier to compare with: declare a //clampvet:carrier func in this package`
