package empty

// Constructors lists nothing: an empty registry checks nothing, so it is a
// finding rather than a silent pass.
//
//clampvet:registry
var Constructors = []string{ // want `registry Constructors lists no constructor, so nothing is checked: list every child-spec constructor, one row each, \[\]string\{"DIR/FILE.go#Name", ...\}`
	// the rows will come later
}
