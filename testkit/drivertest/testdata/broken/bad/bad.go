// Package bad does not type-check.
package bad

// N returns a string where an int is declared.
func N() int { return "one" }
