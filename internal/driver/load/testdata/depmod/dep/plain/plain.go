// Package plain takes no part (the stale-cache test publishes a version of
// it that does, under the same version number).
package plain

// N is a number.
func N() int { return 2 }
