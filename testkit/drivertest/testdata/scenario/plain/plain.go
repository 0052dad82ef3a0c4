// Package plain takes no part: no directive, no import of one. The
// selective loader takes it from export data.
package plain

import "strings"

// N returns 2.
func N() int { return len(strings.Repeat("a", 2)) }
