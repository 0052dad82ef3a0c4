// Package rules holds list helpers of the engine's own module. It takes no
// part (no directive, no import that does), but as a package of the module
// under analysis its list helpers are read: Drop writes what it is handed,
// Size only reads it.
package rules

import "example.com/engine/rules/inner"

// Drop zeroes every element of the list it is handed.
func Drop[S ~[]E, E any](s S) {
	var zero E
	for i := range s {
		s[i] = zero
	}
}

// Size only reads it.
func Size[S ~[]E, E any](s S) int { return len(s) }

// DropFirst zeroes the first element through a helper of its own.
func DropFirst[S ~[]E, E any](s S) { inner.Zero(s) }

// HasFirst only reads it, through a helper of its own.
func HasFirst[S ~[]E, E any](s S) bool {
	_, ok := inner.First(s)
	return ok
}
