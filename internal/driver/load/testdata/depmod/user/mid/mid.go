// Package mid is a package of the main module that is not a pattern: it
// comes from export data until a test writes a directive into it.
package mid

import "example.com/dep/plain"

// M is a number.
func M() int { return plain.N() }
