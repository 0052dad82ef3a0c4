//go:build sometag

package q

// want +2 "//clampvet[:]registry in reg.go is hidden by //go:build sometag: move it to an unconstrained file"
//
//clampvet:registry
var R = []string{} // the registry vanishes from every build without sometag
