package emptyarray

// Constructors is an empty array literal of inferred length; an empty
// array of length 2 would be the same finding (no element was written).
//
//clampvet:registry
var Constructors = [...]string{} // want `registry Constructors lists no constructor: list each child-spec constructor, one row each`
