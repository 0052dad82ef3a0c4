package kinds

// The kinds of the dataflow rules (the flow rules and the census), which
// the clampseats and constructors analyzers report.
var dataflowKinds = []Kind{}
