package kinds

// The kinds the constructors analyzer reports.
var constructorsKinds = []Kind{}
