package kinds

// The kinds the clampseats analyzer reports.
var clampseatsKinds = []Kind{}
