package nocarrier

// A seat list with nothing to compare with.

//clampvet:seats
var Seats = []string{"A"} // want "seat list Seats has no carrier to compare with: declare the //clampvet:carrier func in package example.com/seatlistwithoutcarrier/nocarrier, next to the seat list"
