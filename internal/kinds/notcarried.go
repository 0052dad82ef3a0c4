package kinds

// The kinds the notcarried analyzer reports.
var notcarriedKinds = []Kind{}
