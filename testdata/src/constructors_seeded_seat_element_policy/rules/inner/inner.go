// Package inner holds the helpers of package rules: it takes no part
// either, and its helpers are read as rules' are.
package inner

// Zero zeroes the first element of the list it is handed.
func Zero[S ~[]E, E any](s S) {
	var zero E
	if len(s) > 0 {
		s[0] = zero
	}
}

// First only reads it.
func First[S ~[]E, E any](s S) (E, bool) {
	var zero E
	if len(s) == 0 {
		return zero, false
	}
	return s[0], true
}
