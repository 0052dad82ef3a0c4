// Package carry declares its carrier in a test file, where the package's
// own build never sees it: the directive is a finding, not a role.
package carry

type Source struct{ A int }

// Carry is the carrier the test file meant to declare.
func Carry(s Source) int { return s.A }
